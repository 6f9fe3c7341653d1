// The app's server side as the API uses it: the official `pusher` package pointed at the test server.
import Pusher from 'pusher';
import { TEST_APP } from './test-server';

export function createApiClient(port: number, overrides: Partial<{ secret: string; key: string }> = {}): Pusher {
  return new Pusher({ ...TEST_APP, ...overrides, host: '127.0.0.1', port: String(port), useTLS: false });
}
