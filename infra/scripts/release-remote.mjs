#!/usr/bin/env node
// npm run release -w <remote>: builds ONE remote into a new versioned folder and points its entry in
// remotes.json there. The shell and the other remotes are not touched; a visitor gets the new version on
// the next page load. `release-remote.mjs shell` releases the shell the same way (new build id).
// `release-remote.mjs <remote> --dist <folder>` publishes a remote already built elsewhere (a build kept from
// another run) the same way, without building it again.
import path from 'node:path';
import { buildAndPublish, publishBuiltRemote, sourcesHash } from './lib/front-end-build.mjs';
import { FRONT_END_PACKAGES, siteDir } from './lib/paths.mjs';
import { manifestUrl } from './lib/publish.mjs';
import { lastLines } from './lib/run.mjs';

const [name, option, folder] = process.argv.slice(2);
const usage = `Usage: release-remote.mjs <${FRONT_END_PACKAGES.join('|')}> [--dist <built folder of a remote>]`;
if (!FRONT_END_PACKAGES.includes(name) || (option !== undefined && (option !== '--dist' || !folder))) {
  console.error(usage);
  process.exit(2);
}
if (option === '--dist' && name === 'shell') {
  console.error(`${usage}\nThe shell is released from its own build only.`);
  process.exit(2);
}

const result = option
  ? await publishBuiltRemote(siteDir(), name, path.resolve(folder))
  : await buildAndPublish(siteDir(), name, await sourcesHash(name));
if (!result.ok) {
  console.error(`${lastLines(result.output, 40)}\nRelease of ${name} failed: its build did not succeed.`);
  process.exit(1);
}
const where = name === 'shell' ? 'builds/latest.json' : manifestUrl(name, result.version);
console.log(`Released ${name} ${result.version} (${where})`);
console.log(result.version);
