import { expect, type Page } from '@playwright/test';

/** Opens the header's account menu (its role switch and Log out live there) and returns it. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('dialog', { name: 'Your account' });
}

/** Acts in another of the account's roles, as a person does: account menu, Switch role, the role, confirm. */
export async function switchRole(page: Page, role: 'Doctor' | 'Administrator') {
  await (await openAccountMenu(page)).getByRole('button', { name: 'Switch role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch role' });
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Switch role' }).click();
  await expect(dialog).toBeHidden();
}
