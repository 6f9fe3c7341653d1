// Compressing a build's text files once, at build time, at the highest brotli quality (too slow to do per request)
// and with gzip for browsers without brotli. Each file gets `<name>.br` and `<name>.gz` beside it; the gateway
// sends the one the browser accepts. Source maps are never served, so they are left alone.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; pictures and fonts are compressed by their own formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A compressed copy written by an earlier run. */
const COMPRESSED_COPY = /\.(br|gz)$/i;

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` that they make smaller; returns how many files.
 * Copies from an earlier run are removed first: a file changed since (a release's manifest rewritten) must never be
 * served as its old compressed self.
 */
export async function precompressFolder(dir) {
  const all = await filesUnder(dir);
  await Promise.all(all.filter((file) => COMPRESSED_COPY.test(file)).map((file) => rm(file)));
  const files = all.filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    compressed += 1;
  }
  return compressed;
}
