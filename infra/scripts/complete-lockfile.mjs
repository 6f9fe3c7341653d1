#!/usr/bin/env node
// npm records in package-lock.json only the platform-specific optional packages it could fetch on the
// machine that wrote the lock (a registry that serves Linux builds only gives it Linux builds). `npm ci`
// then refuses the lock as out of sync. This adds each missing optional package as an optional entry at
// the version its parent names, so `npm ci` accepts the lock and skips what the platform cannot use.
// Idempotent; run after changing dependencies (CI runs it before `npm ci`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Where npm would look for `name` from the package at `parentPath`: its own node_modules, then upwards. */
function resolvedEntry(parentPath, name) {
  let base = parentPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

let added = 0;
for (const [parentPath, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolvedEntry(parentPath, name)) continue;
    const hoisted = `node_modules/${name}`;
    const target = packages[hoisted] ? `${parentPath}/node_modules/${name}` : hoisted;
    packages[target] = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

if (added > 0) {
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  lock.packages = sorted;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added > 0 ? `package-lock.json: added ${added} optional platform entries` : 'package-lock.json is complete',
);
