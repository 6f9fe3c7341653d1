#!/usr/bin/env node
// npm test: the site scripts' and the lint configuration's own tests, every jest suite (all packages; the API's
// against a real embedded PostgreSQL), then the Playwright suite in Chromium against the production build.
// Prints one summary line per part and exits non-zero when any part failed.
import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const summary = [];

/** Runs one part; `work` returns an exit code, or { skip: reason }. */
async function part(title, work) {
  console.log(`\n=== ${title} ===\n`);
  const outcome = await work();
  if (typeof outcome === 'object') summary.push(`SKIP  ${title}: ${outcome.skip}`);
  else summary.push(outcome === 0 ? `PASS  ${title}` : `FAIL  ${title} (exit code ${outcome})`);
}

async function filesUnder(dir, pattern) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

await part('site scripts and lint configuration (node --test)', async () => {
  const folders = ['infra/scripts/lib', 'infra/lint', 'infra/e2e/lighthouse'];
  const found = await Promise.all(folders.map((folder) => filesUnder(path.join(REPO_ROOT, folder), /\.test\.mjs$/)));
  const tests = found.flat();
  return (await run(process.execPath, ['--test', ...tests], { cwd: REPO_ROOT })).code;
});

await part('jest (all projects)', async () => {
  // jest's default leaves a core free, which on a two-core machine means one test file at a time; the API's files
  // spend much of their time waiting on PostgreSQL, so two at a time finish sooner there.
  const workers = Math.max(2, availableParallelism() - 1);
  const args = ['--no-install', 'jest', `--maxWorkers=${workers}`, ...(process.env.CI ? ['--ci'] : [])];
  return (await run('npx', args, { cwd: REPO_ROOT })).code;
});

await part('playwright (infra/e2e)', async () => {
  const specs = await filesUnder(path.join(REPO_ROOT, 'infra/e2e/specs'), /\.spec\.[jt]s$/);
  if (specs.length === 0) {
    console.log('infra/e2e has no specs yet; skipping the browser tests.');
    return { skip: 'no specs yet' };
  }
  const chromium = await ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    return 1;
  }
  const env = { ...process.env, CHROMIUM_PATH: chromium.path };
  return (await run('npm', ['test', '-w', '@labshop/e2e'], { cwd: REPO_ROOT, env })).code;
});

console.log(`\n=== Summary ===\n${summary.join('\n')}`);
process.exit(summary.some((line) => line.startsWith('FAIL')) ? 1 : 0);
