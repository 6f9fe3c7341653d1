import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from './precompress.mjs';

let dist;
const script = `export const tests = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `test ${i}`))};\n`;

before(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'labshop-precompress-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, '540.25a532b0.js'), script);
  await writeFile(path.join(dist, '540.25a532b0.js.map'), script);
  await writeFile(path.join(dist, 'tiny.json'), '{}');
  await writeFile(path.join(dist, 'assets/logo.1a2b3c4d.png'), Buffer.alloc(4096));
  await writeFile(path.join(dist, 'assets/icon.1a2b3c4d.svg'), `<svg>${'<g/>'.repeat(500)}</svg>`);
  await precompressFolder(dist);
});

after(() => rm(dist, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies beside a script, in nested folders too, that decompress to the same bytes', async () => {
    const br = await readFile(path.join(dist, '540.25a532b0.js.br'));
    const gz = await readFile(path.join(dist, '540.25a532b0.js.gz'));

    assert.equal(brotliDecompressSync(br).toString('utf8'), script);
    assert.equal(gunzipSync(gz).toString('utf8'), script);
    assert.ok(br.length < gz.length, 'brotli at its highest quality beats gzip on text');
    assert.ok((await readdir(path.join(dist, 'assets'))).includes('icon.1a2b3c4d.svg.br'));
  });

  it('leaves alone source maps, pictures and files too small to gain', async () => {
    const names = [...(await readdir(dist)), ...(await readdir(path.join(dist, 'assets')))];

    assert.deepEqual(
      names.filter((name) => /(map|png|tiny\.json)\.(br|gz)$/.test(name)),
      [],
    );
  });

  it('makes the copies again from a file changed since, and drops the copy of a file now too small to gain', async () => {
    const manifest = path.join(dist, 'mf-manifest.json');
    await writeFile(manifest, JSON.stringify({ contractsVersion: '8.0.0', padding: script }));
    await writeFile(path.join(dist, 'shrunk.json'), script);
    await precompressFolder(dist);

    const changed = JSON.stringify({ contractsVersion: '9.0.0', padding: script });
    await writeFile(manifest, changed);
    await writeFile(path.join(dist, 'shrunk.json'), '{}');
    await precompressFolder(dist);

    assert.equal(brotliDecompressSync(await readFile(`${manifest}.br`)).toString('utf8'), changed);
    assert.equal(gunzipSync(await readFile(`${manifest}.gz`)).toString('utf8'), changed);
    assert.deepEqual(
      (await readdir(dist)).filter((name) => name.startsWith('shrunk.json.')),
      [],
    );
  });
});
