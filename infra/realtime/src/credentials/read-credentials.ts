// The app key and secret come from the installation, never from the code: a default would be a published secret.
import { readFileSync } from 'node:fs';
import type { AppCredentials } from '../auth/channel-authorisation';
import { ConfigError } from '../config-error';
import { isProductionRun } from '../run-mode';
import { secretWeakness } from './published-secrets';

type Env = Readonly<Record<string, string | undefined>>;

/** Letters, digits, '-', '_' and '.': the key sits in the websocket path and before the ':' of every signature. */
const KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

const WHERE_THEY_COME_FROM =
  '`npm start` makes them once for this installation; docker compose reads them from .env and a secret file that `npm run setup:compose` makes';

/** The system's reason (ENOENT, EACCES, EISDIR), read without `instanceof`, which fails across realms. */
function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : 'unreadable';
}

/** Compose and Kubernetes secrets arrive as files; the line break an editor adds is not part of the secret. */
function readSecretFile(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`REALTIME_SECRET_FILE ${path} cannot be read (${errorCode(error)}).`);
  }
}

function readSecret(env: Env): string {
  const inline = env.REALTIME_SECRET?.trim() ?? '';
  const file = env.REALTIME_SECRET_FILE?.trim() ?? '';
  if (inline !== '' && file !== '') {
    throw new ConfigError('Set REALTIME_SECRET or REALTIME_SECRET_FILE, not both.');
  }
  return file === '' ? inline : readSecretFile(file);
}

export function readAppCredentials(env: Env): AppCredentials {
  const key = env.REALTIME_KEY?.trim() ?? '';
  const secret = readSecret(env);
  const missing = [
    ...(key === '' ? ['REALTIME_KEY'] : []),
    ...(secret === '' ? ['REALTIME_SECRET (or REALTIME_SECRET_FILE)'] : []),
  ];
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(' and ')} must be set: the server has no default, so no published secret can ever sign for it. ${WHERE_THEY_COME_FROM}.`,
    );
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ConfigError("REALTIME_KEY may hold only letters, digits, '-', '_' and '.'.");
  }
  const weakness = isProductionRun(env) ? secretWeakness(secret) : null;
  if (weakness !== null) {
    throw new ConfigError(
      `The realtime secret ${weakness}. With NODE_ENV=production the server takes only a secret made for this installation, e.g. the output of \`openssl rand -hex 32\`.`,
    );
  }
  return { key, secret };
}
