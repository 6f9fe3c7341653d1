// The realtime app key and secret of this installation, for `npm start`: made on the first start, kept in
// .data/realtime/ where only this user can read them, and handed over on every start after that. Nothing in the
// code or the docs is a usable key or secret, so each checkout has its own. Plain Node, like the rest of these
// scripts.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const REALTIME_CREDENTIALS_DIR = path.join(REPO_ROOT, '.data/realtime');
const KEY_FILE = 'app-key';
const SECRET_FILE = 'app-secret';
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/** Pusher's own shapes: a 20-character key, and a secret of 256 random bits. */
const newKey = () => randomBytes(10).toString('hex');
const newSecret = () => randomBytes(32).toString('hex');

function keepPrivate(target, mode) {
  if ((statSync(target).mode & 0o077) !== 0) chmodSync(target, mode);
}

/**
 * Reads `file`, making it first when it is missing. The value is written to a draft and linked into place, which
 * fails when the file already exists: two starts at once end up with the same value, never half of one.
 */
function readOrMake(file, make) {
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${make()}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  keepPrivate(file, OWNER_ONLY_FILE);
  const value = readFileSync(file, 'utf8').trim();
  if (value === '') throw new Error(`${file} is empty: delete it and start again, and a new one is made.`);
  return value;
}

/**
 * What the servers `npm start` runs are given. The caller's own REALTIME_KEY and REALTIME_SECRET (or
 * REALTIME_SECRET_FILE) win and reach the servers through the environment they inherit; whatever is unset comes
 * from this installation's files. The channels server and the API get the secret as a file path, so it is in no
 * process's environment; the gateway gets the key only, as it is public.
 */
export function installationRealtimeCredentials(env = process.env, dir = REALTIME_CREDENTIALS_DIR) {
  const ownKey = env.REALTIME_KEY?.trim();
  const ownSecret = env.REALTIME_SECRET?.trim() || env.REALTIME_SECRET_FILE?.trim();
  if (!ownKey || !ownSecret) {
    mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
    keepPrivate(dir, OWNER_ONLY_DIR);
  }
  const key = ownKey || readOrMake(path.join(dir, KEY_FILE), newKey);
  const secretFile = path.join(dir, SECRET_FILE);
  if (!ownSecret) readOrMake(secretFile, newSecret);
  return {
    serverEnv: { REALTIME_KEY: key, ...(ownSecret ? {} : { REALTIME_SECRET_FILE: secretFile }) },
    browserEnv: { REALTIME_KEY: key },
  };
}

/** The environment without the realtime secret, for a process that must never hold it (the gateway). */
export function withoutRealtimeSecret(env) {
  const secretVariables = ['REALTIME_SECRET', 'REALTIME_SECRET_FILE'];
  return Object.fromEntries(Object.entries(env).filter(([name]) => !secretVariables.includes(name)));
}
