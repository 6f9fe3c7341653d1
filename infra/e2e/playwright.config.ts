import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  E2E_API_PORT,
  E2E_DATA_DIRS,
  E2E_SITE_URL,
  chromiumLaunchOptions,
  standaloneHosts,
  webServers,
} from './support/environment';

// Every run starts from a fresh database and empty outboxes, so no run inherits the accounts (and their
// rate limits) of the one before. Only the runner does this: workers load this file too, while the
// servers are up.
if (!process.env.TEST_WORKER_INDEX) {
  for (const dir of E2E_DATA_DIRS) rmSync(dir, { recursive: true, force: true });
}

// Journeys that change what every page is served (they release mf-quiz into the shared site folder) run alone,
// after the others; every other journey makes its own accounts and data, so two run at once.
const SITE_WIDE_CHANGES = /site\/(independent-release|remote-built-on-other-contracts)\.spec\.ts/;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous limits: a journey visits several pages and checks each with axe, and a busy two-core machine can
  // take many seconds for what usually takes one. A real failure still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_SITE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testMatch: /site\/.*\.spec\.ts/, testIgnore: SITE_WIDE_CHANGES },
    { name: 'site-wide-changes', testMatch: SITE_WIDE_CHANGES, workers: 1, dependencies: ['site'] },
    {
      // Key pages compared with the images committed beside their specs (README: "Visual baselines").
      name: 'visual',
      testMatch: /visual\/.*\.spec\.ts/,
      // Drawn after the journeys, as one run always did: the pages then show the data those journeys left. Run alone
      // with --no-deps (the test:visual scripts do).
      dependencies: ['site'],
      // One image a page and size, whatever the platform: the fonts are the site's own, the browser the system's.
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      // The images are the same pixel for pixel from run to run: a hundred pixels (a short word) or a colour change
      // of a tenth is a change a person would see, while a ratio of the page would let a whole line of text pass.
      expect: {
        toHaveScreenshot: { maxDiffPixels: 100, threshold: 0.1, animations: 'disabled', caret: 'hide', scale: 'css' },
      },
    },
    ...standaloneHosts().map((host) => ({
      name: `standalone-${host.remote}`,
      testMatch: new RegExp(`standalone/${host.remote}\\.spec\\.ts`),
      use: { baseURL: host.url },
    })),
  ],
  webServer: webServers(),
  metadata: { apiPort: E2E_API_PORT },
});
