#!/usr/bin/env node
// Serves ONE front-end package's build alone, for its team and its smoke tests:
//   node infra/scripts/standalone-host.mjs <remote> [port]
// Every page path answers with the package's index.html, /config.json and /api work as on the site
// (API_URL, default http://127.0.0.1:4000). Builds the package first when it has no build yet.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { webpackNodeOptions } from './lib/front-end-build.mjs';
import { FRONT_END_PACKAGES, packageDir, REPO_ROOT, workspaceName } from './lib/paths.mjs';
import { lastLines, run } from './lib/run.mjs';

const [name] = process.argv.slice(2);
if (!FRONT_END_PACKAGES.includes(name)) {
  console.error(`Usage: standalone-host.mjs <${FRONT_END_PACKAGES.join('|')}> [port]`);
  process.exit(2);
}

const built = await stat(path.join(packageDir(name), 'dist/index.html')).then(
  () => true,
  () => false,
);
if (!built) {
  console.log(`${name} has no build yet; building it...`);
  const env = { ...process.env, NODE_OPTIONS: webpackNodeOptions() };
  const build = await run('npm', ['run', 'build', '-w', workspaceName(name)], { cwd: REPO_ROOT, env, capture: true });
  if (build.code !== 0) {
    console.error(`${lastLines(build.output, 40)}\nThe build of ${name} failed.`);
    process.exit(1);
  }
}

// The host itself is TypeScript in the gateway package; it reads the package name and port from argv.
const host = spawn(process.execPath, ['--import', 'tsx', 'src/standalone-server.ts', ...process.argv.slice(2)], {
  cwd: path.join(REPO_ROOT, 'infra/gateway'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => host.kill(signal));
host.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
