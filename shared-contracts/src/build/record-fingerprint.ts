// Records the fingerprint of the contracts' shapes for the current version (npm run contracts:record -w
// @labshop/shared-contracts). When the shapes changed since the last record and the package's version has not
// moved far enough yet, it moves it (a minor for additions, a major for a changed or removed shape) and opens a
// changelog entry to be written in words.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_DIR, CONTRACTS_VERSION } from './contracts-package';
import { compareShapes, describeChanges, requiredBump } from './contracts-fingerprint';
import { CHANGELOG_FILE, currentShapes, readRecordedFingerprint, writeRecordedFingerprint } from './fingerprint-file';
import { bumpVersion, isBumpedEnough } from './version-bump';

function setPackageVersion(version: string): void {
  const file = path.join(CONTRACTS_DIR, 'package.json');
  const contents = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify({ ...contents, version }, null, 2)}\n`);
  // The lockfile names each workspace's version too; keep it in step so installs stay reproducible.
  const lockFile = path.join(CONTRACTS_DIR, '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const entry = lock.packages?.[path.basename(CONTRACTS_DIR)];
  if (entry) {
    entry.version = version;
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  }
}

function openChangelogEntry(version: string, summary: string): void {
  const changelog = readFileSync(CHANGELOG_FILE, 'utf8');
  if (changelog.includes(`\n## ${version}\n`)) return;
  const [title, ...rest] = changelog.split('\n## ');
  const entry = `${version}\n\n- TODO say in words what changed for the parts of the site (${summary}).\n`;
  writeFileSync(CHANGELOG_FILE, [title, entry, ...rest].join('\n## '));
}

const shapes = currentShapes();
const recorded = readRecordedFingerprint();
let version = CONTRACTS_VERSION;
if (recorded) {
  const changes = compareShapes(recorded.shapes, shapes);
  const bump = requiredBump(changes);
  if (!isBumpedEnough(recorded.version, version, bump)) {
    version = bumpVersion(recorded.version, bump);
    setPackageVersion(version);
    console.log(`Contracts version ${recorded.version} -> ${version} (${bump}).`);
  }
  if (bump !== 'none') openChangelogEntry(version, describeChanges(changes));
  console.log(bump === 'none' ? 'The shapes did not change.' : `Shapes ${describeChanges(changes)}.`);
}
writeRecordedFingerprint({ version, shapes });
console.log(`Recorded the fingerprint of ${Object.keys(shapes).length} shapes for version ${version}.`);
