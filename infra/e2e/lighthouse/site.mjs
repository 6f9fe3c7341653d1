// The site the audit measures: one already running at LIGHTHOUSE_SITE_URL, or a production build started here
// with `npm start` (built first when its sources changed) on ports of its own, stopped when the audit ends.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGroup, stopGroup } from '../../scripts/lib/processes.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = 8095;
const API_PORT = 4095;
const STARTUP_MS = 10 * 60_000;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(baseUrl, server) {
  const deadline = Date.now() + STARTUP_MS;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!(await answers(`${baseUrl}/api/health`))) {
    if (exited) throw new Error('The site stopped while starting; see its output above.');
    if (Date.now() > deadline) throw new Error(`The site did not answer within ${STARTUP_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Starts the site unless one is given; returns its address and how to stop what was started. */
export async function openSite(env = process.env) {
  if (env.LIGHTHOUSE_SITE_URL) return { baseUrl: env.LIGHTHOUSE_SITE_URL.replace(/\/$/, ''), close: async () => {} };
  const baseUrl = `http://127.0.0.1:${PORT}`;
  console.log(`Starting the production build at ${baseUrl} (set LIGHTHOUSE_SITE_URL to measure a running site)…`);
  const server = startGroup('site', process.execPath, [path.join(REPO_ROOT, 'infra/scripts/start-site.mjs')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(PORT), API_PORT: String(API_PORT), LOG_LEVEL: 'warn' },
  });
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    await stopGroup(server);
    throw error;
  }
  return { baseUrl, close: () => stopGroup(server) };
}
