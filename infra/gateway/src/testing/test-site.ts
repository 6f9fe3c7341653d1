import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface TestSite {
  /** Holds `site/` and, beside it, a file no request may reach. */
  readonly root: string;
  readonly siteDir: string;
  readonly shellHtml: string;
  readonly mainScript: string;
  /** What the build compressed beside a remote's hashed chunk (`.br`, `.gz`): told apart from the chunk itself. */
  readonly precompressedChunk: { readonly url: string; readonly text: string };
  readonly secret: string;
  remove(): Promise<void>;
}

/** Text long enough to be worth compressing, so compression is visible in a response. */
function bulkyScript(label: string): string {
  return `/* ${label} */\n${Array.from({ length: 200 }, (_, i) => `export const value${i} = '${label}-${i}';`).join('\n')}\n`;
}

/** A build's source map, which names the sources: kept on the server, never sent. */
function sourceMap(file: string): string {
  return JSON.stringify({ version: 3, file, sources: ['webpack://src/secret-source.ts'], mappings: 'AAAA' });
}

async function put(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A published site as build-site.mjs lays it out: the shell, one remote release, remotes.json, latest.json. */
export async function createTestSite({ withShell = true } = {}): Promise<TestSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'labshop-gateway-'));
  const siteDir = path.join(root, 'site');
  const shellHtml =
    '<!doctype html><html lang="en"><head><title>Labshop</title></head><body><div id="root"></div></body></html>';
  const mainScript = bulkyScript('shell main');
  const secret = 'database password: hunter2';
  await put(path.join(root, 'secret.txt'), secret);
  await put(path.join(siteDir, '.stamps/shell.json'), secret);
  if (withShell) {
    await put(path.join(siteDir, 'shell/index.html'), shellHtml);
    await put(path.join(siteDir, 'shell/main.js'), mainScript);
    await put(path.join(siteDir, 'shell/540.25a532b0.js'), bulkyScript('shell chunk'));
    await put(path.join(siteDir, 'shell/main.js.map'), sourceMap('main.js'));
    await put(path.join(siteDir, 'shell/540.25a532b0.js.map'), sourceMap('540.25a532b0.js'));
    await put(path.join(siteDir, 'shell/assets/logo.1a2b3c4d.png'), Buffer.alloc(4096, 7));
  }
  const release = path.join(siteDir, 'remotes/mf-catalogue/20250101T000000-abcdef12');
  await put(path.join(release, 'mf-manifest.json'), JSON.stringify({ name: 'mf_catalogue' }));
  await put(path.join(release, 'remoteEntry.js'), bulkyScript('catalogue entry'));
  await put(path.join(release, '140.476ed596.js'), bulkyScript('catalogue chunk'));
  await put(path.join(release, '140.476ed596.js.map'), sourceMap('140.476ed596.js'));
  const precompressedText = bulkyScript('catalogue chunk as the build compressed it');
  await put(path.join(release, '140.476ed596.js.br'), brotliCompressSync(precompressedText));
  await put(path.join(release, '140.476ed596.js.gz'), gzipSync(precompressedText));
  await put(
    path.join(siteDir, 'remotes.json'),
    JSON.stringify({ 'mf-catalogue': '/remotes/mf-catalogue/20250101T000000-abcdef12/mf-manifest.json' }),
  );
  await put(path.join(siteDir, 'builds/latest.json'), JSON.stringify({ id: 'build-1' }));
  const precompressedChunk = {
    url: '/remotes/mf-catalogue/20250101T000000-abcdef12/140.476ed596.js',
    text: precompressedText,
  };
  return {
    root,
    siteDir,
    shellHtml,
    mainScript,
    precompressedChunk,
    secret,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
