#!/usr/bin/env node
// npm run release -w <remote>: builds ONE remote into a new versioned folder and points its entry in
// remotes.json there. The shell and the other remotes are not touched; a visitor gets the new version on
// the next page load. `release-remote.mjs shell` releases the shell the same way (new build id).
import { buildAndPublish, sourcesHash } from './lib/front-end-build.mjs';
import { FRONT_END_PACKAGES, siteDir } from './lib/paths.mjs';
import { manifestUrl } from './lib/publish.mjs';
import { lastLines } from './lib/run.mjs';

const name = process.argv[2];
if (!FRONT_END_PACKAGES.includes(name)) {
  console.error(`Usage: release-remote.mjs <${FRONT_END_PACKAGES.join('|')}>`);
  process.exit(2);
}

const result = await buildAndPublish(siteDir(), name, await sourcesHash(name));
if (!result.ok) {
  console.error(`${lastLines(result.output, 40)}\nRelease of ${name} failed: its build did not succeed.`);
  process.exit(1);
}
const where = name === 'shell' ? 'builds/latest.json' : manifestUrl(name, result.version);
console.log(`Released ${name} ${result.version} (${where})`);
console.log(result.version);
