#!/usr/bin/env node
// npm run bench: runs every benchmark in the workspace packages one after another and prints their
// figures. A benchmark is a `*.bench.mjs` or `*.bench.ts` file, or any TypeScript file in a `bench/` folder.
// Benchmarks report; they never fail on speed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report']);

function isBenchmark(dir, name) {
  if (/\.bench\.(mjs|ts)$/.test(name)) return true;
  return path.basename(dir) === 'bench' && name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name);
}

async function findBenchmarks(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) found.push(...(await findBenchmarks(full)));
    else if (entry.isFile() && isBenchmark(dir, entry.name)) found.push(full);
  }
  return found.sort();
}

const { workspaces } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
const benchmarks = (
  await Promise.all(workspaces.map((workspace) => findBenchmarks(path.join(REPO_ROOT, workspace))))
).flat();
if (benchmarks.length === 0) {
  console.log('No benchmarks found.');
  process.exit(0);
}

const failed = [];
for (const file of benchmarks) {
  const relative = path.relative(REPO_ROOT, file);
  console.log(`\n=== ${relative} ===`);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  const result = await run(process.execPath, args, { cwd: path.dirname(file) });
  if (result.code !== 0) failed.push(relative);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that did not finish: ${failed.join(', ')}`);
  process.exit(1);
}
