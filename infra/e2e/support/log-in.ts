import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills and sends the login form as a patient would; the caller checks what follows. */
export async function submitLogIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the login form and waits for the account page it leads to. */
export async function logIn(page: Page, login: string, password: string) {
  await submitLogIn(page, login, password);
  await expect(page).toHaveURL(/\/account$/);
}
