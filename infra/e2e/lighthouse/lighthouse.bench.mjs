// npm run bench: Lighthouse in its mobile profile on the pages the design is measured by — home, a category, a test
// page, cart and checkout — the median of three runs each. Targets: performance at least 90, accessibility and
// best practices 100, CLS 0. It reports; it never fails on a score. On a busy machine the simulated figures drop:
// the "CPU" column is Lighthouse's benchmark index of the machine during the runs (a mid-range phone is ~1000+).
// LIGHTHOUSE_SITE_URL measures a running site instead of starting the build; LIGHTHOUSE_RUNS changes the count.
import puppeteer from 'puppeteer-core';
import { auditOnce } from './audit.mjs';
import { pagesToAudit } from './pages.mjs';
import { openSite } from './site.mjs';
import { medianFigures, printTable } from './report.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Puts one test in the cart from its page, as a visitor would, so cart and checkout have something to show. */
async function fillCart(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria([name="Add to cart"][role="button"])').click();
  await page.waitForSelector('::-p-aria([name="Cart, 1 item"][role="link"])');
}

const site = await openSite();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  const rows = [];
  for (const target of await pagesToAudit(site.baseUrl)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A tab of its own for every run: Lighthouse's trace of a navigation starts cleanly only in a fresh one.
      const page = await browser.newPage();
      try {
        if (target.withCartFrom) await fillCart(page, `${site.baseUrl}${target.withCartFrom}`);
        const url = `${site.baseUrl}${target.path}`;
        runs.push(await auditOnce(page, url, { keepStorage: Boolean(target.withCartFrom) }));
      } finally {
        await page.close();
      }
    }
    rows.push({ ...target, figures: medianFigures(runs) });
    console.log(`measured ${target.name} (${target.path}), ${RUNS} runs`);
  }
  printTable(rows);
} finally {
  await browser.close();
  await site.close();
}
