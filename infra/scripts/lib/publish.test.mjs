import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { manifestUrl, publishRemote, publishShell, releaseVersion, withPublishLock } from './publish.mjs';

let workDir;

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'labshop-publish-'));
});

after(() => rm(workDir, { recursive: true, force: true }));

async function fakeDist(name, files) {
  const dir = path.join(workDir, 'dists', name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);
  return dir;
}

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

describe('releaseVersion', () => {
  it('starts with the UTC time, so versions sort by age, and ends with the content hash', () => {
    assert.equal(releaseVersion('abcdef1234567890', new Date('2025-01-31T12:05:01.250Z')), '20250131T120501-abcdef12');
  });
});

describe('publishRemote', () => {
  it('adds a versioned folder and points only that remote at it', async () => {
    const site = path.join(workDir, 'site-remote');
    await mkdir(site, { recursive: true });
    await writeFile(
      path.join(site, 'remotes.json'),
      JSON.stringify({ 'mf-quiz': '/remotes/mf-quiz/1/mf-manifest.json' }),
    );
    const dist = await fakeDist('doctor-1', { 'mf-manifest.json': '{"v":1}', 'remoteEntry.js': 'one' });

    const version = '20250101T000000-d0c70001';
    await publishRemote(site, 'mf-doctor', dist, version);

    assert.deepEqual(await readJson(path.join(site, 'remotes.json')), {
      'mf-quiz': '/remotes/mf-quiz/1/mf-manifest.json',
      'mf-doctor': manifestUrl('mf-doctor', version),
    });
    assert.equal(await readFile(path.join(site, 'remotes/mf-doctor', version, 'remoteEntry.js'), 'utf8'), 'one');
  });

  it('keeps the earlier release beside the new one', async () => {
    const site = path.join(workDir, 'site-versions');
    const [first, second] = ['20250101T000000-d0c70001', '20250102T000000-d0c70002'];
    await publishRemote(site, 'mf-doctor', await fakeDist('d1', { 'mf-manifest.json': '1' }), first);
    await publishRemote(site, 'mf-doctor', await fakeDist('d2', { 'mf-manifest.json': '2' }), second);

    assert.deepEqual((await readdir(path.join(site, 'remotes/mf-doctor'))).sort(), [first, second].sort());
    assert.equal((await readJson(path.join(site, 'remotes.json')))['mf-doctor'], manifestUrl('mf-doctor', second));
  });

  it('keeps the five newest earlier releases and the current one', async () => {
    const site = path.join(workDir, 'site-prune');
    const remoteDir = path.join(site, 'remotes/mf-quiz');
    const old = ['20200101T000000-aaaaaaa1', '20200102T000000-aaaaaaa2', '20200103T000000-aaaaaaa3'];
    const recent = ['20200104T000000-aaaaaaa4', '20200105T000000-aaaaaaa5', '20200106T000000-aaaaaaa6'];
    for (const version of [...old, ...recent]) await mkdir(path.join(remoteDir, version), { recursive: true });

    const current = '20250101T000000-aaaaaaa7';
    await publishRemote(site, 'mf-quiz', await fakeDist('q', { 'mf-manifest.json': 'q' }), current);

    const kept = (await readdir(remoteDir)).sort();
    assert.deepEqual(kept, [...old.slice(1), ...recent, current].sort());
  });
});

describe('publishShell', () => {
  it('swaps the shell folder and announces the build id', async () => {
    const site = path.join(workDir, 'site-shell');
    await publishShell(site, await fakeDist('s1', { 'index.html': 'first', 'old.11111111.js': 'x' }), 'build-1');
    await publishShell(site, await fakeDist('s2', { 'index.html': 'second' }), 'build-2');

    assert.equal(await readFile(path.join(site, 'shell/index.html'), 'utf8'), 'second');
    assert.deepEqual(await readdir(path.join(site, 'shell')), ['index.html']);
    assert.deepEqual(await readJson(path.join(site, 'builds/latest.json')), { id: 'build-2' });
    assert.deepEqual((await readdir(site)).sort(), ['builds', 'shell']);
  });
});

describe('withPublishLock', () => {
  it('lets one publisher in at a time', async () => {
    const site = path.join(workDir, 'site-lock');
    const events = [];
    const publisher = (name) =>
      withPublishLock(site, async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${name} out`);
      });

    await Promise.all([publisher('a'), publisher('b')]);

    // Either may go first; what matters is that the second starts only after the first is done.
    const [first, second] = events[0] === 'a in' ? ['a', 'b'] : ['b', 'a'];
    assert.deepEqual(events, [`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    await assert.rejects(stat(path.join(site, '.publish.lock')));
  });
});
