import { expect, test } from '../../support/fixtures';
import { openAccountMenu } from '../../support/account-menu';
import { latestMessage } from '../../support/outbox';

// Each run registers a new person: the end-to-end database lives on between runs.
const unique = String(Date.now()).slice(-8);
const phone = `5${unique}`;
const email = `patient.${unique}@example.com`;
const password = 'Healthy-Checkup-1';

test('a patient registers by phone with the SMS code, logs in, adds a child and logs out', async ({ page, visit }) => {
  test.setTimeout(90_000);
  await visit('/register');
  await page.getByRole('radio', { name: 'By phone number' }).check();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Ewa');
  await page.getByLabel('Last name').fill('Kowalska');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(phone);
  await page.getByLabel('I have no PESEL number').check();
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Month').fill('3');
  await page.getByLabel('Year').fill('1988');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('ID card number').fill('ABA300000');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I agree to receive marketing information').check();
  await page.getByLabel('I agree to be contacted').check();
  await page.getByRole('button', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(/\/register\/sms-code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your phone number' })).toBeVisible();
  const sms = await latestMessage('sms', phone);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  await page.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText('The code you entered is invalid.')).toBeVisible();
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/account$/);
  const accountMenu = await openAccountMenu(page);
  await expect(accountMenu.getByRole('button', { name: 'Log out' })).toBeVisible();

  await accountMenu.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await visit('/account/patients');
  await page.getByRole('button', { name: 'Add a patient' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Zosia');
  await dialog.getByLabel('Last name').fill('Kowalska');
  await dialog.getByLabel('No PESEL number').check();
  await dialog.getByLabel('Date of birth').fill('05/01/2018');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('radio', { name: 'Child (5-12 years)' }).check();
  await dialog.getByRole('button', { name: 'Add the patient' }).click();
  await expect(page.getByRole('list', { name: 'Your patients' })).toContainText('Zosia Kowalska');

  await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
