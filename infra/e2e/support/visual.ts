import type { Locator, Page } from '@playwright/test';
import { E2E_SITE_URL } from './environment';
import { expect, settle, test as siteTest } from './fixtures';

export { expect };

/** The two sizes every key page is drawn at: a phone, then a laptop. */
export const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;

/**
 * The moment the pages' clocks show, so a date the page prints (the footer's year, "today") is the same on every
 * run. Only `Date` is fixed: timers, animations and the realtime connection run as usual. Data a page shows with a
 * date of its own (an order, a result) is written with fixed dates before this moment (`visual-accounts.ts`).
 */
export const FROZEN_NOW = new Date('2026-03-16T09:30:00Z');

/** The visitor's cookie choice already made (necessary cookies only), so no banner covers the page. */
const CONSENT_VALUE = encodeURIComponent(
  `{stamp:'visual',necessary:true,preferences:false,statistics:false,marketing:false,unclassified:false,` +
    `method:'explicit',ver:1,utc:${FROZEN_NOW.getTime()},region:'gb'}`,
);

/** The site's fixtures, every page with the cookie choice made and its clock fixed. */
export const test = siteTest.extend({
  page: async ({ page }, use) => {
    await page.context().addCookies([{ name: 'labshop_consent', value: CONSENT_VALUE, url: E2E_SITE_URL }]);
    await page.clock.setFixedTime(FROZEN_NOW);
    await use(page);
  },
});

export interface KeyPageOptions {
  /** Regions that differ on every run (an account's own e-mail address): drawn as solid boxes. */
  mask?: Locator[];
  /** One part of the page instead of the whole page, for a page too long to keep as an image. */
  part?: (page: Page) => Locator;
  /** What else the page must show before it is drawn, beyond its main heading. */
  ready?: (page: Page) => Promise<void>;
}

/**
 * Opens the page at the laptop's size, then at the phone's, and compares each with its baseline
 * (`<name>-1366.png`, `<name>-390.png`). The phone comes last: the page a test ends on is checked for
 * accessibility by the site's fixtures, so every key page is checked at phone size without a second axe run.
 */
export async function expectKeyPage(page: Page, name: string, path: string, options: KeyPageOptions = {}) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(path);
    await readyToDraw(page, options);
    const image = `${name}-${size.width}.png`;
    const mask = options.mask ?? [];
    if (options.part) await expect(options.part(page)).toHaveScreenshot(image, { mask });
    else await expect(page).toHaveScreenshot(image, { fullPage: true, mask });
  }
}

async function readyToDraw(page: Page, options: KeyPageOptions): Promise<void> {
  // The page arriving is not what this project's short waits are for (stable images): a busy machine gets the
  // site's usual wait for it.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await options.ready?.(page);
  // A full-page image shows what lies below the first screen, where a lazy image would not have loaded yet.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await settle(page);
}
