#!/usr/bin/env node
// npm run setup:compose: this installation's `.env` and secret files for docker compose, made once with random
// values (an existing one is kept). An optional argument names another project folder.
import path from 'node:path';
import { setUpCompose } from './lib/compose-setup.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const projectDir = path.resolve(process.argv[2] ?? REPO_ROOT);
const { made, kept } = setUpCompose(projectDir);
for (const file of made) console.log(`made ${file}`);
for (const file of kept) console.log(`kept ${file} (already there; delete it to make a new one)`);
console.log('Next: docker compose up --build, then open the SITE_URL in .env.');
