// The JavaScript a visitor's browser downloads for the catalogue's part of a first visit to a category page
// (/lab-test-list/tests/...): the remote's entry and the chunks its page module needs at once, as the gateway sends
// them (gzip, and brotli at the quality the gateway uses). Pages other than the lists load later, when opened.
// Shared libraries (react, react-dom, react-router-dom, rxjs, shared-contracts) are shared singletons: the shell
// loads them first and the catalogue uses those, so they are listed apart, as what the catalogue would add if it
// were the first to load them.
// Builds the remote when there is no build yet. Run: npm run bench, or: node --import tsx mf-catalogue/bench/first-load-size.bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.join(__dirname, '..', 'dist');
const MANIFEST = path.join(DIST, 'mf-manifest.json');
/** The page module every catalogue page mounts through (single-spa lifecycles). */
const PAGE_EXPOSE = 'spa';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(files: readonly string[]): Sizes {
  return files.reduce<Sizes>(
    (total, file) => {
      const content = readFileSync(path.join(DIST, file));
      return {
        raw: total.raw + content.length,
        // The gateway's own settings: gzip at zlib's default level, brotli at quality 5.
        gzip: total.gzip + zlib.gzipSync(content).length,
        brotli:
          total.brotli +
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;

function line(label: string, files: readonly string[]): Sizes {
  const sizes = sizesOf(files);
  console.log(
    `${label.padEnd(52)} ${String(files.length).padStart(2)} files  raw ${kib(sizes.raw)}  gzip ${kib(sizes.gzip)}  brotli ${kib(sizes.brotli)}`,
  );
  return sizes;
}

function main(): void {
  if (!existsSync(MANIFEST)) {
    console.log('No build of the catalogue yet: building it (npm run build -w @labshop/mf-catalogue)…');
    execFileSync('npm', ['run', 'build', '-w', '@labshop/mf-catalogue'], {
      cwd: path.join(__dirname, '..', '..'),
      stdio: 'ignore',
    });
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const page = manifest.exposes.find((expose) => expose.name === PAGE_EXPOSE);
  if (!page) throw new Error(`The build exposes no '${PAGE_EXPOSE}' module`);

  const own = [manifest.metaData.remoteEntry.name, ...page.assets.js.sync, ...page.assets.css.sync];
  const sizes = line('catalogue first load (entry + page module), own code', own);
  line('shared libraries, if the catalogue loaded them first', [
    ...new Set(manifest.shared.flatMap((shared) => shared.assets.js.sync)),
  ]);
  console.log(`  transferred for a category page's first load: ${(sizes.gzip / 1024).toFixed(1)} KiB gzip`);
}

main();
