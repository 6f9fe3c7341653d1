// One app per server, configured by env, so Pusher or soketi can take its place with the same settings.
import { ConfigError } from './config-error';
import { readAppCredentials } from './credentials/read-credentials';

export interface RealtimeConfig {
  appId: string;
  /** Public: browsers connect to `/app/<key>`. */
  key: string;
  /** Shared with the app's server only: it signs API requests and channel authorisations. */
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

/** Everything but the key and the secret, which are always the installation's own. */
export const DEFAULT_REALTIME_CONFIG: Omit<RealtimeConfig, 'key' | 'secret'> = {
  appId: 'labshop',
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
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return parsed;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

export function readRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const defaults = DEFAULT_REALTIME_CONFIG;
  return {
    ...defaults,
    ...readAppCredentials(env),
    appId: text(env, 'REALTIME_APP_ID', defaults.appId),
    host: text(env, 'REALTIME_HOST', defaults.host),
    port: port(env, 'REALTIME_PORT', defaults.port),
    clientEvents: flag(env, 'REALTIME_CLIENT_EVENTS', defaults.clientEvents),
  };
}
