// The first run of docker compose on an installation: its own `.env` and secret files, made with random values
// once and never overwritten, so no usable secret is ever written in the repository. Plain Node, like the rest of
// these scripts.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where compose reads the realtime secret from (the `secrets:` entry of docker-compose.yml). */
export const REALTIME_SECRET_FILE = '.data/secrets/realtime-secret';

const hex = (bytes) => randomBytes(bytes).toString('hex');

/**
 * The `.env` of a new installation. The database password is hexadecimal so that it sits in DATABASE_URL as it
 * is; the realtime key has Pusher's length (it is public: browsers connect with it).
 */
export function newComposeEnv() {
  return [
    '# This installation’s own settings for docker compose, made by `npm run setup:compose`. Keep this file private:',
    '# it holds the database password. Change SITE_URL to the address visitors use.',
    `POSTGRES_PASSWORD=${hex(24)}`,
    `REALTIME_KEY=${hex(10)}`,
    'SITE_URL=http://localhost:8080',
    '',
  ].join('\n');
}

/** Writes `file` only when it does not exist yet ('wx'); answers whether it did. */
function writeOnce(file, text, mode) {
  if (existsSync(file)) return false;
  writeFileSync(file, text, { mode, flag: 'wx' });
  return true;
}

/**
 * Makes what compose needs in `projectDir` and answers what it made. An existing `.env` or secret file is kept as
 * it is: its values are the installation's, and a database made with a password keeps that password.
 */
export function setUpCompose(projectDir) {
  const made = [];
  const kept = [];
  const envFile = path.join(projectDir, '.env');
  (writeOnce(envFile, newComposeEnv(), 0o600) ? made : kept).push('.env');

  const secretFile = path.join(projectDir, REALTIME_SECRET_FILE);
  mkdirSync(path.dirname(secretFile), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(secretFile), 0o700);
  // The folder is the owner's alone; the file is readable so the containers' unprivileged user can read it where
  // compose mounts it.
  (writeOnce(secretFile, `${hex(32)}\n`, 0o644) ? made : kept).push(REALTIME_SECRET_FILE);
  return { made, kept };
}
