type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where the API publishes live events: the local Pusher-protocol server by default (infra/realtime, with its
 * local credentials), or Pusher itself (REALTIME_CLUSTER) or soketi (host and port). Off unless
 * REALTIME_ENABLED, and then nothing is published and nothing else changes.
 */
export interface RealtimeSettings {
  enabled: boolean;
  appId: string;
  key: string;
  secret: string;
  /** Host and port of a self-hosted server; ignored when `cluster` names a Pusher cluster. */
  host: string;
  port: number;
  cluster: string | null;
  useTls: boolean;
}

const truthy = (raw: string | undefined) => ['1', 'true', 'yes'].includes(raw?.trim().toLowerCase() ?? '');

export function readRealtimeSettings(env: Env, problems: string[]): RealtimeSettings {
  const port = Number(env.REALTIME_PORT?.trim() || '6001');
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`REALTIME_PORT must be a whole number from 1 to 65535, got "${env.REALTIME_PORT}"`);
  }
  return {
    enabled: truthy(env.REALTIME_ENABLED),
    appId: env.REALTIME_APP_ID?.trim() || 'labshop',
    key: env.REALTIME_KEY?.trim() || 'labshop-key',
    secret: env.REALTIME_SECRET?.trim() || 'labshop-secret',
    host: env.REALTIME_API_HOST?.trim() || env.REALTIME_HOST?.trim() || '127.0.0.1',
    port,
    cluster: env.REALTIME_CLUSTER?.trim() || null,
    useTls: truthy(env.REALTIME_USE_TLS),
  };
}
