#!/usr/bin/env node
// npm run build: builds the shell and the five remotes and publishes them into the site folder
// (.data/site, or SITE_DIR). A package whose sources did not change since its last build is skipped;
// --force rebuilds everything. BUILD_CONCURRENCY sets how many webpack builds run at once (default 2).
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { buildAndPublish, isUpToDate, sourcesHash } from './lib/front-end-build.mjs';
import { FRONT_END_PACKAGES, REPO_ROOT, siteDir } from './lib/paths.mjs';
import { lastLines, mapLimited, run } from './lib/run.mjs';

const force = process.argv.includes('--force');
const concurrency = Math.max(1, Number(process.env.BUILD_CONCURRENCY) || 2);
const site = siteDir();
const width = Math.max(...FRONT_END_PACKAGES.map((name) => name.length));

// Remotes first: a new shell then always finds every remote already published.
const order = [...FRONT_END_PACKAGES.filter((name) => name !== 'shell'), 'shell'];

console.log(`Building the site into ${path.relative(REPO_ROOT, site) || site} (${concurrency} at a time)`);
const results = await mapLimited(order, concurrency, async (name) => {
  const sources = await sourcesHash(name);
  if (!force && (await isUpToDate(site, name, sources))) {
    console.log(`  ${name.padEnd(width)}  unchanged, skipped`);
    return { name, ok: true };
  }
  const result = await buildAndPublish(site, name, sources);
  if (result.ok) {
    console.log(`  ${name.padEnd(width)}  built in ${result.seconds.toFixed(1)} s, published ${result.version}`);
  } else {
    console.error(
      `  ${name.padEnd(width)}  FAILED after ${result.seconds.toFixed(1)} s:\n${lastLines(result.output, 40)}\n`,
    );
  }
  return { name, ok: result.ok };
});

const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.error(`Site build failed for: ${failed.join(', ')}`);
  process.exit(1);
}
// The image proxy's sources: the catalogue's own drawings drawn into pictures (a few seconds, always redrawn).
const pictures = await run(
  process.execPath,
  [
    '--require',
    './scripts/css-module-names.cjs',
    '--import',
    'tsx',
    'scripts/draw-category-pictures.ts',
    path.join(site, 'images'),
  ],
  {
    cwd: path.join(REPO_ROOT, 'mf-catalogue'),
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
    capture: true,
  },
);
if (pictures.code !== 0) {
  console.error(`Drawing the category pictures failed:\n${lastLines(pictures.output, 40)}`);
  process.exit(1);
}
console.log('  pictures  the category pictures drawn for the image proxy');
// The blog's pictures, as they are: the news pages show them through the image proxy.
await cp(path.join(REPO_ROOT, 'shell/news-pictures'), path.join(site, 'images/news'), { recursive: true });
console.log('  pictures  the news pictures copied for the image proxy');
console.log('Site is up to date.');
