import { test as base, expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

export interface SiteFixtures {
  /** Goes to a path, waits for the page to settle and checks its accessibility. */
  visit: (path: string) => Promise<void>;
  /** Errors the page printed, so a test can assert the site ran cleanly. */
  pageErrors: string[];
}

export const test = base.extend<SiteFixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await settle(page);
      await expectAccessible(page);
    });
  },
  // Every page a test ends on is checked too, whatever way it got there.
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith('http')) {
      await settle(page);
      await expectAccessible(page);
    }
  },
});

/** Waits for a page reached by a click rather than by address to settle, then checks it like every visited page. */
export async function expectSettledAndAccessible(page: Page): Promise<void> {
  await settle(page);
  await expectAccessible(page);
}

/** Waits until the page has nothing more to load, nothing busy and no animation still running to its end. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A toast or dialog still fading in is half transparent, and axe would measure its contrast mid-way.
  // Endless animations (spinners) are left alone: they never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export { expect };
