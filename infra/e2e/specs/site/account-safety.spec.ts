import { expect, test } from '../../support/fixtures';
import { openAccountMenu } from '../../support/account-menu';
import { submitLogIn } from '../../support/log-in';
import { blockAccount, createTestAccount } from '../../support/accounts';
import { E2E_DATABASE_URL } from '../../support/environment';
import { latestMessage } from '../../support/outbox';

test('a password is reset through the e-mailed link, which works once', async ({ page, request, visit }) => {
  const account = await createTestAccount(request);
  await visit('/password/reset');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('The link has been sent, wait a moment to receive a new link.')).toBeVisible();

  const mail = await latestMessage('mail', account.email);
  const link = /\/password\/reset\/[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await visit(link);
  await page.getByLabel(/^New password/).fill('Fresh-Start-2026');
  await page.getByLabel(/^Confirm the new password/).fill('Fresh-Start-2026');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is set.');

  await submitLogIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('The credentials are invalid.');
  await submitLogIn(page, account.email, 'Fresh-Start-2026');
  await expect(page).toHaveURL(/\/account$/);

  await visit(link);
  await page.getByLabel(/^New password/).fill('Another-Start-2026');
  await page.getByLabel(/^Confirm the new password/).fill('Another-Start-2026');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is set.' })).toHaveCount(0);
});

test('a blocked account sees the blocked-patient modal and ends logged out', async ({ page, request }) => {
  const account = await createTestAccount(request);
  await submitLogIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect((await openAccountMenu(page)).getByRole('button', { name: 'Log out' })).toBeVisible();

  await blockAccount(E2E_DATABASE_URL, account.email);
  await page.goto('/lab-test-list/tests');
  const dialog = page.getByRole('dialog', { name: 'Your account is blocked' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
