// Where things live. Plain Node on purpose: these scripts run before anything is built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The same list as REMOTE_NAMES in shared-contracts/src/core/routes/remotes.ts (kept in step by hand). */
export const REMOTES = ['mf-catalogue', 'mf-cart-checkout', 'mf-account', 'mf-doctor', 'mf-quiz'];
export const FRONT_END_PACKAGES = ['shell', ...REMOTES];

export function siteDir(env = process.env) {
  return path.resolve(env.SITE_DIR || path.join(REPO_ROOT, '.data/site'));
}

export function packageDir(name) {
  return path.join(REPO_ROOT, name);
}

export function workspaceName(name) {
  return `@labshop/${name}`;
}
