import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { publishBuiltRemote } from './front-end-build.mjs';
import { manifestUrl } from './publish.mjs';

let workDir;

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'labshop-built-remote-'));
});

after(() => rm(workDir, { recursive: true, force: true }));

async function builtRemote(name, files) {
  const dir = path.join(workDir, 'builds', name);
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);
  return dir;
}

describe('publishBuiltRemote', () => {
  it('releases a remote built earlier, without building it, and points remotes.json at it', async () => {
    const site = path.join(workDir, 'site');
    const dist = await builtRemote('quiz', { 'mf-manifest.json': '{"metaData":{}}', 'remoteEntry.js': 'quiz' });
    const result = await publishBuiltRemote(site, 'mf-quiz', dist);
    assert.equal(result.ok, true);
    const entries = JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8'));
    assert.deepEqual(entries, { 'mf-quiz': manifestUrl('mf-quiz', result.version) });
    const published = path.join(site, 'remotes/mf-quiz', result.version, 'remoteEntry.js');
    assert.equal(await readFile(published, 'utf8'), 'quiz');
  });

  it('refuses a folder that is no remote build', async () => {
    const site = path.join(workDir, 'site-refused');
    const dist = await builtRemote('not-a-remote', { 'index.html': '<p>shell</p>' });
    const result = await publishBuiltRemote(site, 'mf-quiz', dist);
    assert.equal(result.ok, false);
    assert.match(result.output, /no mf-manifest\.json/);
  });
});
