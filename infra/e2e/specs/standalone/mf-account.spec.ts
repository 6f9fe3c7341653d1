import { expect, test } from '../../support/fixtures';

test('the login form runs alone and says when the credentials are refused', async ({ page, visit }) => {
  await visit('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('E-mail or phone number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail or phone number').fill('patient@example.com');
  await page.getByLabel('Password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The credentials are invalid.');
});
