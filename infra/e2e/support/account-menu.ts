import type { Page } from '@playwright/test';

/** Opens the header's account menu (its role switch and Log out live there) and returns it. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('dialog', { name: 'Your account' });
}
