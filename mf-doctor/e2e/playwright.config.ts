import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_PORT, API_URL, HOST_PORT, POSTGRES_PORT } from './ports';

/*
 * The doctor team's own browser tests: mf-doctor's production build served alone by the standalone host, and the
 * API with its demo accounts on a database of its own. Neither the shell nor any other remote is built or started,
 * and the ports and data differ from the whole site's run (infra/e2e), so both can run on one machine.
 */
const REPO_ROOT = path.resolve(__dirname, '../..');
const DATA_DIR = path.join(REPO_ROOT, '.data/mf-doctor-e2e');

// Each run starts from a fresh database; only the runner clears it (workers load this file while the servers run).
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

const quiet = { cwd: REPO_ROOT, reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' } as const;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A busy machine can take many seconds for what usually takes one; a real failure still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${HOST_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      ...quiet,
      command: 'npm start -w @labshop/api',
      url: `${API_URL}/api/health`,
      timeout: 180_000,
      env: {
        PORT: String(API_PORT),
        EMBEDDED_PG_PORT: String(POSTGRES_PORT),
        EMBEDDED_PG_DIR: path.join(DATA_DIR, 'postgres'),
        SMS_OUTBOX_DIR: path.join(DATA_DIR, 'outbox/sms'),
        MAIL_OUTBOX_DIR: path.join(DATA_DIR, 'outbox/mail'),
        DEMO_ACCOUNTS: 'true',
      },
    },
    {
      ...quiet,
      command: `node infra/scripts/standalone-host.mjs mf-doctor ${HOST_PORT}`,
      url: `http://127.0.0.1:${HOST_PORT}/config.json`,
      timeout: 120_000,
      env: { API_URL },
    },
  ],
});
