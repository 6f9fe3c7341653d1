import { startRealtimeServer, type RealtimeServer } from '../app';
import type { RealtimeConfig } from '../config';

/** Credentials of the app under test, given as an installation gives its own (the server has no defaults). */
export const TEST_APP = { appId: 'labshop-test', key: 'test-key', secret: 'test-secret' } as const;

export function startTestServer(options: Partial<RealtimeConfig> = {}): Promise<RealtimeServer> {
  return startRealtimeServer({ ...TEST_APP, host: '127.0.0.1', port: 0, ...options });
}
