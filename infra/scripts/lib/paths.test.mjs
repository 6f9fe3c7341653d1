import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { it } from 'node:test';
import { REMOTES, REPO_ROOT } from './paths.mjs';

it('lists the same remotes as the shared contracts, in the same order', async () => {
  const source = await readFile(path.join(REPO_ROOT, 'shared-contracts/src/core/routes/remotes.ts'), 'utf8');
  const declared = /REMOTE_NAMES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const names = [...declared.matchAll(/'([^']+)'/g)].map((match) => match[1]);

  assert.deepEqual(REMOTES, names);
});

it('finds the repository root', async () => {
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));

  assert.equal(manifest.name, 'labshop');
});
