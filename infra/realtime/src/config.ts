// One app per server, configured by env, so Pusher or soketi can take its place with the same settings.
export interface RealtimeConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  /** Whether subscribers may send `client-*` events to each other (off by default, as on Pusher). */
  clientEvents: boolean;
  /** Told to clients in the handshake; the server also pings a connection that stays silent this long. */
  activityTimeoutSeconds: number;
  /** How long the server waits for any reply to its ping before closing the connection. */
  pongTimeoutMs: number;
}

export const DEFAULT_REALTIME_CONFIG: RealtimeConfig = {
  appId: 'labshop',
  key: 'labshop-key',
  secret: 'labshop-secret',
  host: '127.0.0.1',
  port: 6001,
  clientEvents: false,
  activityTimeoutSeconds: 120,
  pongTimeoutMs: 30_000,
};

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return parsed;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}".`);
}

export function readRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const defaults = DEFAULT_REALTIME_CONFIG;
  return {
    ...defaults,
    appId: text(env, 'REALTIME_APP_ID', defaults.appId),
    key: text(env, 'REALTIME_KEY', defaults.key),
    secret: text(env, 'REALTIME_SECRET', defaults.secret),
    host: text(env, 'REALTIME_HOST', defaults.host),
    port: port(env, 'REALTIME_PORT', defaults.port),
    clientEvents: flag(env, 'REALTIME_CLIENT_EVENTS', defaults.clientEvents),
  };
}
