import path from 'node:path';

/** The repository's root; local state (the embedded database, the built site) lives in its .data folder. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const MIGRATIONS_DIR = path.resolve(__dirname, '../db/migrations');
