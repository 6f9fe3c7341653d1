import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of the shared-contracts package. */
export const CONTRACTS_DIR = path.resolve(__dirname, '../..');

/** The version of the contracts this checkout holds: the version of the shared-contracts package. */
export const CONTRACTS_VERSION: string = JSON.parse(
  readFileSync(path.join(CONTRACTS_DIR, 'package.json'), 'utf8'),
).version;
