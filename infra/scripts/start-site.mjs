#!/usr/bin/env node
// npm start: builds the site when its sources changed, starts the realtime channels server (live updates), the
// API (embedded PostgreSQL with demo data and demo accounts unless DATABASE_URL is set) and the gateway, and
// waits until a page's data can be read through the gateway. Ctrl-C stops all three.
import path from 'node:path';
import { demoAccountLines, demoAccountsOn, demoAccountsSetting } from './lib/demo-accounts.mjs';
import { localRealtime } from './lib/local-realtime.mjs';
import { installationRealtimeCredentials, withoutRealtimeSecret } from './lib/realtime-credentials.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startGroup, stopGroup } from './lib/processes.mjs';
import { run } from './lib/run.mjs';

const port = Number(process.env.PORT) || 8080;
const apiPort = Number(process.env.API_PORT) || 4000;
const startupTimeoutMs = (Number(process.env.STARTUP_TIMEOUT_SECONDS) || 300) * 1000;
const siteHealthUrl = `http://127.0.0.1:${port}/api/health`;

const build = await run(process.execPath, [path.join(REPO_ROOT, 'infra/scripts/build-site.mjs')], { cwd: REPO_ROOT });
if (build.code !== 0) {
  console.error('The site could not be built; not starting.');
  process.exit(1);
}

const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
const realtime = localRealtime(process.env);
// The local channels server and the API share this installation's own key and secret; a server set up elsewhere
// (Pusher, soketi) takes the caller's.
const credentials = realtime.start ? installationRealtimeCredentials(process.env) : { serverEnv: {}, browserEnv: {} };
const demoAccounts = demoAccountsSetting(process.env);
const servers = [
  ...(realtime.start
    ? [
        startGroup('realtime channels server', 'npm', ['start', '-w', '@labshop/realtime'], {
          cwd: REPO_ROOT,
          // Video visits signal between their two browsers with client events on the visit's private channel.
          env: { REALTIME_CLIENT_EVENTS: 'true', ...process.env, ...realtime.env, ...credentials.serverEnv },
        }),
      ]
    : []),
  startGroup('API', 'npm', ['start', '-w', '@labshop/api'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...realtime.env,
      ...credentials.serverEnv,
      PORT: String(apiPort),
      DEMO_ACCOUNTS: demoAccounts,
    },
  }),
  // The gateway's realtime settings become /config.json's, which tell browsers where to listen for live updates.
  // It gets the public key only: the secret stays with the API and the channels server.
  startGroup('gateway', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'infra/gateway'),
    env: {
      ...withoutRealtimeSecret(process.env),
      ...realtime.env,
      ...credentials.browserEnv,
      PORT: String(port),
      API_URL: apiUrl,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  }),
];

let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Labshop...');
  await Promise.all(servers.map((server) => stopGroup(server)));
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));

// A server that stops on its own takes the site down with it: half a site is worse than a clear failure.
for (const server of servers) {
  void server.exited.then(({ label, code, signal }) => {
    if (stopping) return;
    console.error(`The ${label} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    void stopAll(1);
  });
}

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits for `url` to answer 200; the API is asked directly first so the gateway does not log every try. */
async function waitFor(url) {
  const deadline = Date.now() + startupTimeoutMs;
  while (!stopping && !(await healthy(url))) {
    if (Date.now() > deadline) {
      console.error(`Labshop did not become healthy within ${startupTimeoutMs / 1000} s (${url}).`);
      await stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (realtime.start) await waitFor(realtime.readyUrl);
await waitFor(`${apiUrl}/api/health`);
await waitFor(siteHealthUrl);
if (!stopping) {
  const lines = [`\nLabshop is running at http://localhost:${port}`];
  if (realtime.start)
    lines.push(`Live updates through the realtime channels server at ws://${realtime.host}:${realtime.port}`);
  if (demoAccountsOn(demoAccounts)) lines.push('', ...demoAccountLines());
  lines.push('\nPress Ctrl-C to stop.');
  console.log(lines.join('\n'));
}
