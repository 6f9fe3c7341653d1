import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Entry points keep their names across releases, so a browser must ask again each time. */
const ENTRY_POINTS = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'main.js',
  'remotes.json',
  'latest.json',
]);

/** webpack's `[contenthash:8]` (or longer) between dots: `540.25a532b0.js`, `logo.1a2b3c4d.png`, `x.1a2b3c4d.js.map`. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/** The build's compressed copies (`main.js.br`) are cached as the file they compress. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Cache-Control for a file the site serves: hashed names never change content, anything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_POINTS.has(name)) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}

/** Text the build compresses, and the browser may get as the original or a compressed copy of it. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)(\.(br|gz))?$/i;

/** Whether a file's answer depends on Accept-Encoding, so caches between must keep one copy per encoding. */
export function variesByEncoding(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}
