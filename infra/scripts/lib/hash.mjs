import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage']);

async function listFiles(entry, accept, nested = false) {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return accept(entry) ? [entry] : [];
  if (!info.isDirectory() || (nested && SKIPPED_DIRS.has(path.basename(entry)))) return [];
  const names = (await readdir(entry)).sort();
  const children = await Promise.all(names.map((name) => listFiles(path.join(entry, name), accept, true)));
  return children.flat();
}

/** A digest of the files (and their paths relative to `base`) under the given files and folders. */
export async function hashTree(base, entries, accept = () => true) {
  const hash = createHash('sha256');
  for (const entry of entries) {
    for (const file of await listFiles(entry, accept)) {
      hash
        .update(path.relative(base, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}
