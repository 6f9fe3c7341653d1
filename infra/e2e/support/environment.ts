import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test';

/** The end-to-end run has its own ports and its own database, so it never disturbs a running `npm start`. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const E2E_API_PORT = 4100;
export const E2E_SITE_PORT = 8090;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
/**
 * A second API instance on the same database: the gateway sends requests to both in turn, so every journey shows
 * that sessions, prices, limits, live updates and queued messages hold whichever instance answers.
 */
const E2E_SECOND_API_PORT = 4101;
const E2E_SECOND_API_URL = `http://127.0.0.1:${E2E_SECOND_API_PORT}`;
/** Both instances, as the gateway and the standalone hosts are told them (API_URL takes a list). */
export const E2E_API_URLS = `${E2E_API_URL},${E2E_SECOND_API_URL}`;
const E2E_POSTGRES_PORT = 5436;
/** The end-to-end run's own embedded database (the API's default credentials for an embedded server). */
export const E2E_DATABASE_URL = `postgres://postgres:labshop@127.0.0.1:${E2E_POSTGRES_PORT}/labshop`;
export const SITE_DIR = path.join(REPO_ROOT, '.data/site');
/**
 * A partner's page that embeds the cart frame, and a page of a site nobody trusts. They are other origins
 * than the site (localhost, not 127.0.0.1), as on the web.
 */
export const FRAME_DEMO_PORT = 8095;
export const FRAME_DEMO_URL = `http://localhost:${FRAME_DEMO_PORT}`;
const FRAME_FOREIGN_PORT = 8096;
/**
 * The run's own realtime channels server (the local stand-in for Pusher), so open pages update live. The API
 * publishes to it and the gateway's public config tells browsers where it is.
 */
export const E2E_REALTIME_PORT = 6101;
const REALTIME_HOST = '127.0.0.1';
/**
 * The run's own app key and secret, made when the run starts, as an installation makes its own: nothing published
 * opens its channels. The channels server and the API share both; the gateway tells browsers the key only.
 */
const E2E_REALTIME_KEY = randomBytes(10).toString('hex');
const E2E_REALTIME_SECRET = randomBytes(32).toString('hex');
/** Where the API of the end-to-end run leaves the text messages and e-mails it sends. */
export const OUTBOX_DIR = path.join(REPO_ROOT, '.data/e2e-outbox');
const POSTGRES_DIR = path.join(REPO_ROOT, '.data/e2e-postgres');
/** What one end-to-end run writes, removed before the next. */
export const E2E_DATA_DIRS = [OUTBOX_DIR, POSTGRES_DIR];

const REMOTES = ['mf-catalogue', 'mf-cart-checkout', 'mf-account', 'mf-doctor', 'mf-quiz'] as const;
export type Remote = (typeof REMOTES)[number];

export function standaloneHosts(): { remote: Remote; port: number; url: string }[] {
  return REMOTES.map((remote, index) => {
    const port = 8101 + index;
    return { remote, port, url: `http://127.0.0.1:${port}` };
  });
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

export function webServers(): WebServer[] {
  // Servers' request logs stay out of the test report; their errors still show.
  const common = { cwd: REPO_ROOT, reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' } as const;
  const api: WebServer = {
    ...common,
    command: 'npm start -w @labshop/api',
    url: `${E2E_API_URL}/api/health`,
    timeout: 180_000,
    env: {
      PORT: String(E2E_API_PORT),
      EMBEDDED_PG_PORT: String(E2E_POSTGRES_PORT),
      EMBEDDED_PG_DIR: POSTGRES_DIR,
      SMS_OUTBOX_DIR: path.join(OUTBOX_DIR, 'sms'),
      MAIL_OUTBOX_DIR: path.join(OUTBOX_DIR, 'mail'),
      SITE_URL: E2E_SITE_URL,
      REALTIME_ENABLED: 'true',
      REALTIME_HOST,
      REALTIME_PORT: String(E2E_REALTIME_PORT),
      REALTIME_KEY: E2E_REALTIME_KEY,
      REALTIME_SECRET: E2E_REALTIME_SECRET,
    },
  };
  // Started once the first is up: it joins the first's database (already migrated and seeded) instead of its own.
  const secondApi: WebServer = {
    ...api,
    url: `${E2E_SECOND_API_URL}/api/health`,
    env: {
      ...Object.fromEntries(Object.entries(api.env ?? {}).filter(([name]) => !name.startsWith('EMBEDDED_PG_'))),
      PORT: String(E2E_SECOND_API_PORT),
      DATABASE_URL: E2E_DATABASE_URL,
    },
  };
  const realtime: WebServer = {
    ...common,
    command: 'npm start -w @labshop/realtime',
    url: `http://${REALTIME_HOST}:${E2E_REALTIME_PORT}/ready`,
    timeout: 60_000,
    env: {
      REALTIME_HOST,
      REALTIME_PORT: String(E2E_REALTIME_PORT),
      REALTIME_KEY: E2E_REALTIME_KEY,
      REALTIME_SECRET: E2E_REALTIME_SECRET,
      // A video visit's two browsers signal to each other with client events on the visit's private channel.
      REALTIME_CLIENT_EVENTS: 'true',
    },
  };
  const site: WebServer = {
    ...common,
    command: 'npm start -w @labshop/gateway',
    url: `${E2E_SITE_URL}/remotes.json`,
    timeout: 60_000,
    env: {
      PORT: String(E2E_SITE_PORT),
      API_URL: E2E_API_URLS,
      SITE_DIR,
      // The partner page may frame the cart and talk to it; the foreign page may not.
      FRAME_ANCESTORS: `'self' ${FRAME_DEMO_URL}`,
      REALTIME_ENABLED: 'true',
      REALTIME_HOST,
      REALTIME_PORT: String(E2E_REALTIME_PORT),
      REALTIME_KEY: E2E_REALTIME_KEY,
    },
  };
  const frameDemo: WebServer = {
    ...common,
    command: 'node mf-cart-checkout/frame-demo/serve.mjs',
    url: `${FRAME_DEMO_URL}/health`,
    timeout: 30_000,
    env: {
      HOST: 'localhost',
      PORT: String(FRAME_DEMO_PORT),
      FOREIGN_PORT: String(FRAME_FOREIGN_PORT),
      SITE_URL: E2E_SITE_URL,
    },
  };
  const standalone = standaloneHosts().map<WebServer>((host) => ({
    ...common,
    command: `node infra/scripts/standalone-host.mjs ${host.remote} ${host.port}`,
    url: `${host.url}/config.json`,
    timeout: 60_000,
    env: { API_URL: E2E_API_URLS },
  }));
  return [realtime, api, secondApi, site, frameDemo, ...standalone];
}
