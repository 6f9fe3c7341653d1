import { Client } from 'pg';
import { expect, test } from '../../support/fixtures';
import { openAccountMenu } from '../../support/account-menu';
import { logIn } from '../../support/log-in';
import { createTestAccount, type TestAccount } from '../../support/accounts';
import { E2E_DATABASE_URL } from '../../support/environment';
import { latestMessage } from '../../support/outbox';

/** Gives an account a verified doctor's roles, as the administration's licence check would. */
async function makeVerifiedDoctor(account: TestAccount): Promise<void> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      "UPDATE accounts SET roles = '{patient,doctor}', doctor_verification = 'verified' WHERE email = $1",
      [account.email],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test('an account with two roles switches to doctor with the rolesModal and the doctor-only page opens', async ({
  page,
  request,
  visit,
}) => {
  const account = await createTestAccount(request);
  await makeVerifiedDoctor(account);
  await logIn(page, account.email, account.password);

  // Acting as a patient first, the doctor area stays closed.
  await visit('/doctor');
  await expect(page.getByRole('heading', { level: 1, name: '403' })).toBeVisible();

  await (await openAccountMenu(page)).getByRole('button', { name: 'Switch role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch role' });
  await expect(dialog.getByRole('radio', { name: 'Patient (current)' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Doctor' }).check();
  await dialog.getByRole('button', { name: 'Switch role' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/doctor$/);
  await expect(page.locator('[data-remote="mf-doctor"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '403' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Doctor area/ })).toBeVisible();
});

test('a patient’s forbidden action says ‘It cannot be done.’', async ({ page, request, visit }) => {
  const account = await createTestAccount(request);
  await logIn(page, account.email, account.password);
  const accountMenu = await openAccountMenu(page);
  await expect(accountMenu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(accountMenu.getByRole('button', { name: 'Switch role' })).toHaveCount(0);

  await visit('/account/admin');

  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('It cannot be done.');
  await expect(page.getByText('It cannot be done.').last()).toBeVisible();
});

/** A 9-digit number as the account pages show it: '+48 600 100 200'. */
function asShown(phone: string): string {
  return `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
}

test('a new phone number is confirmed with the SMS code before it replaces the old one', async ({
  page,
  request,
  visit,
}) => {
  const account = await createTestAccount(request);
  const newPhone = `7${account.phone.slice(-8)}`;
  await logIn(page, account.email, account.password);
  await visit('/account/security');

  const phone = page.getByRole('region', { name: 'Phone number' });
  await expect(phone).toContainText(`Now: ${asShown(account.phone)}`);
  await phone.getByLabel(/^New phone number/).fill(newPhone);
  await phone.getByRole('button', { name: 'Send the code' }).click();
  await expect(phone).toContainText(asShown(newPhone));
  await expect(phone).toContainText(`Now: ${asShown(account.phone)}`);

  const code = /\b(\d{6})\b/.exec((await latestMessage('sms', newPhone)).text)?.[1] ?? '';
  await phone.getByLabel(/^Code/).fill(code);
  await phone.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(phone).toContainText(`Now: ${asShown(newPhone)}`);
  await expect(page.getByText('The changes were recorded.')).toBeVisible();

  await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
  await logIn(page, newPhone, account.password);
});
