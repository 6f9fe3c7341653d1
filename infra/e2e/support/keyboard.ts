import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page; fails when it
 * is not reached within `limit` presses, since it is then out of the tab order.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; limit?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.limit ?? 100); presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
