import { readFileSync } from 'node:fs';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where the API publishes live events: the local Pusher-protocol server (infra/realtime), Pusher itself
 * (REALTIME_CLUSTER) or soketi (host and port). Off unless REALTIME_ENABLED, and then nothing is published and
 * nothing else changes. The key and secret are the channels server's own and have no default: `npm start` hands
 * over the ones it made for this installation, and anything else must be given them.
 */
export interface RealtimeSettings {
  enabled: boolean;
  appId: string;
  key: string;
  /** Empty while live updates are off. */
  secret: string;
  /** Host and port of a self-hosted server; ignored when `cluster` names a Pusher cluster. */
  host: string;
  port: number;
  cluster: string | null;
  useTls: boolean;
}

/**
 * Secrets printed in documentation (this project's former local default, soketi's default, Pusher's signing
 * example), the same list the channels server refuses (a test keeps the two in step).
 */
export const PUBLISHED_REALTIME_SECRETS: readonly string[] = ['labshop-secret', 'app-secret', '7ad3773142a6692b25b8'];
/** As long as the secrets Pusher issues. */
export const MIN_REALTIME_SECRET_LENGTH = 20;

const truthy = (raw: string | undefined) => ['1', 'true', 'yes'].includes(raw?.trim().toLowerCase() ?? '');

/** NODE_ENV=production marks a run others can reach, where only an installation's own secret will do. */
export const isProductionRun = (env: Env) => env.NODE_ENV?.trim().toLowerCase() === 'production';

function realtimeSecretWeakness(secret: string): string | null {
  if (PUBLISHED_REALTIME_SECRETS.includes(secret.trim().toLowerCase())) {
    return 'is a published value that anyone can sign with';
  }
  if (secret.length < MIN_REALTIME_SECRET_LENGTH) return `is shorter than ${MIN_REALTIME_SECRET_LENGTH} characters`;
  return null;
}

/** The system's reason (ENOENT, EACCES), read without `instanceof`, which fails across realms. */
function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : 'unreadable';
}

/** Inline, or from a file as compose and Kubernetes secrets arrive (the editor's final line break is not part of it). */
function readSecret(env: Env, problems: string[]): string {
  const inline = env.REALTIME_SECRET?.trim() ?? '';
  const file = env.REALTIME_SECRET_FILE?.trim() ?? '';
  if (inline !== '' && file !== '') {
    problems.push('Set REALTIME_SECRET or REALTIME_SECRET_FILE, not both');
    return '';
  }
  if (file === '') return inline;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    problems.push(`REALTIME_SECRET_FILE ${file} cannot be read (${errorCode(error)})`);
    return '';
  }
}

function readCredentials(env: Env, problems: string[]): { key: string; secret: string } {
  const key = env.REALTIME_KEY?.trim() ?? '';
  const problemsBefore = problems.length;
  const secret = readSecret(env, problems);
  if (problems.length > problemsBefore) return { key, secret };
  const missing = [
    ...(key === '' ? ['REALTIME_KEY'] : []),
    ...(secret === '' ? ['REALTIME_SECRET (or REALTIME_SECRET_FILE)'] : []),
  ];
  if (missing.length > 0) {
    problems.push(
      `REALTIME_ENABLED=true needs ${missing.join(' and ')}, the channels server's own: there is no default (npm start hands over the ones it made for this installation)`,
    );
    return { key, secret };
  }
  const weakness = isProductionRun(env) ? realtimeSecretWeakness(secret) : null;
  if (weakness !== null) {
    problems.push(
      `The realtime secret ${weakness}: with NODE_ENV=production the API publishes only with a secret made for this installation`,
    );
  }
  return { key, secret };
}

export function readRealtimeSettings(env: Env, problems: string[]): RealtimeSettings {
  const port = Number(env.REALTIME_PORT?.trim() || '6001');
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`REALTIME_PORT must be a whole number from 1 to 65535, got "${env.REALTIME_PORT}"`);
  }
  const enabled = truthy(env.REALTIME_ENABLED);
  // With live updates off nothing is signed, so nothing needs a key or a secret.
  const { key, secret } = enabled ? readCredentials(env, problems) : { key: '', secret: '' };
  return {
    enabled,
    appId: env.REALTIME_APP_ID?.trim() || 'labshop',
    key,
    secret,
    host: env.REALTIME_API_HOST?.trim() || env.REALTIME_HOST?.trim() || '127.0.0.1',
    port,
    cluster: env.REALTIME_CLUSTER?.trim() || null,
    useTls: truthy(env.REALTIME_USE_TLS),
  };
}
