import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, openSignedIn, sessionOf, settle } from '../support';

test('a doctor edits the profile, saves it, and the public card shows what is published', async ({ page, request }) => {
  const doctor = await sessionOf(request, DEMO.doctor, 'doctor');
  await openSignedIn(page, doctor, '/doctor/area/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: /^Main medical category/ }).selectOption('Allergist');
  await page.getByLabel(/^Find a specialization/).fill('allerg');
  await page.getByRole('checkbox', { name: 'Paediatric allergist' }).check();
  await page.getByRole('textbox', { name: /^About me/ }).fill('I help children and adults with allergies.');
  await page.getByRole('textbox', { name: /^Languages/ }).fill('Polish\nEnglish');
  await page.getByLabel('A company').check();
  await page.getByLabel(/^Company name/).fill('Gabinet Alergologiczny Zielińska');
  await page.getByLabel(/^NIP/).fill('123-456-32-18');
  await page.getByLabel(/^Bank account number/).fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByLabel('5% commission for you, 10% discount for the patient').check();
  // Languages stay off the card.
  await page
    .getByRole('group', { name: /^Show on my public card/ })
    .getByLabel('Languages')
    .uncheck();
  await page.getByRole('button', { name: 'Save the changes' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Toast: The changes were recorded.' })).toBeVisible();
  const cardLink = page.getByRole('link', { name: 'See your public card' });
  await expect(cardLink).toBeVisible();
  await cardLink.click();
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: /Marta Zielińska/ })).toBeVisible();
  await expect(page.getByText('I help children and adults with allergies.')).toBeVisible();
  await expect(page.getByText('Paediatric allergist')).toBeVisible();
  await expect(page.getByText('Languages')).toHaveCount(0);
  await expect(page.getByText('1234563218')).toHaveCount(0);
  await expectAccessible(page);
});

test('a bad NIP is refused next to its field and nothing is saved', async ({ page, request }) => {
  const doctor = await sessionOf(request, DEMO.doctor, 'doctor');
  await openSignedIn(page, doctor, '/doctor/area/profile');
  await page.getByLabel('A company').check();
  await page.getByLabel(/^Company name/).fill('Gabinet');
  await page.getByLabel(/^NIP/).fill('1234563219');
  await page.getByRole('button', { name: 'Save the changes' }).click();

  await expect(page.getByLabel(/^NIP/)).toHaveAccessibleDescription(/Enter a valid NIP number\./);
  await expectAccessible(page);
});

test('a patient who opens the profile is told they have no rights to it', async ({ page, request }) => {
  const patient = await sessionOf(request, DEMO.patient, 'patient');
  await openSignedIn(page, patient, '/doctor/area/profile');

  await expect(page.getByRole('alert')).toHaveText('You do not have rights to the resource');
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessible(page);
});
