import type { Locator, Page } from '@playwright/test';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';
import { createTestAccount } from '../../support/accounts';
import { doctorSession, makeVerifiedDoctor } from '../../support/doctors';
import { latestMessage } from '../../support/outbox';
import { testsOfferedAt } from '../../support/referrals';
import { expectThanks, fillContactAndConsents, mailTo, orderAndReachSandbox } from './purchase-steps';

// The account holder as createTestAccount registers them: the referral is for them.
const PATIENT = { firstName: 'Jan', lastName: 'Wiśniewski' };
const PATIENT_NAME = 'Jan Wiśniewski';
const DOCTOR = { firstName: 'Marta', lastName: 'Zielińska' };
// The doctor keeps 5% and gives the patient 10% off (a commission option).
const COMMISSION_OPTION = '5/10';
const DOCTOR_DISCOUNT = 'Doctor discount (10%)';

/** The referral from this journey's doctor among the patient's referrals on the results and referrals page. */
function referralOnResultsPage(page: Page): Locator {
  const referrals = page.getByRole('region', { name: 'Referrals' });
  return referrals
    .getByRole('list', { name: `Referrals of ${PATIENT_NAME}` })
    .getByRole('listitem')
    .filter({ hasText: `from Dr ${DOCTOR.firstName} ${DOCTOR.lastName}` });
}

/** '£38.70' as 3870. */
function penceOf(amount: string): number {
  return Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100);
}

/** Pence as the shop writes pounds: no decimals for whole pounds, otherwise two. */
function pounds(pence: number): string {
  return `£${pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)}`;
}

/** One line of a price breakdown, by its label, as the buyer reads it: the amount beside the label. */
function priceLine(breakdown: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return breakdown
    .locator('div')
    .filter({
      has: breakdown
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${escaped}$`) }),
    })
    .getByRole('definition');
}

test('a patient sees a referral from their doctor beside their results, buys its tests with the doctor discount and sees it paid', async ({
  page,
  request,
  visit,
}) => {
  const patient = await createTestAccount(request);
  const doctor = await createTestAccount(request);
  await makeVerifiedDoctor(doctor, DOCTOR);
  const { facility, tests } = await testsOfferedAt('warszawa-marszalkowska', 2);

  // The doctor refers the patient, found by their phone number, for two tests at a collection point.
  const issued = await request.post('/api/doctor/referrals', {
    headers: await doctorSession(request, doctor),
    data: {
      phone: patient.phone,
      homeService: false,
      city_uuid: null,
      facility_id: facility.id,
      examinations: tests.map((test) => test.id),
      commission_option: COMMISSION_OPTION,
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const referral = (await issued.json()) as { id: string; discountMinor: number };
  expect(referral.discountMinor).toBeGreaterThan(0);

  // The patient's text message names the doctor and links to the referral on the results and referrals page.
  const sms = await latestMessage('sms', patient.phone, 'has referred you');
  expect(sms.text).toContain(`Dr ${DOCTOR.firstName} ${DOCTOR.lastName} has referred you for 2 tests`);
  const link = /https?:\/\/\S+/.exec(sms.text)?.[0] ?? '';
  expect(new URL(link).pathname).toBe('/account/results');
  expect(new URL(link).hash).toBe(`#referral-${referral.id}`);

  await logIn(page, patient.email, patient.password);
  await visit(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Results and referrals' })).toBeVisible();
  const shown = referralOnResultsPage(page);
  await expect(shown).toHaveCount(1);
  // The link's fragment is this referral.
  await expect(shown).toHaveAttribute('id', `referral-${referral.id}`);
  await expect(shown).toContainText(`At ${facility.name}`);
  const referredTests = shown.getByRole('list', { name: /^Tests of the referral of / });
  for (const test of tests)
    await expect(referredTests.getByRole('listitem').filter({ hasText: test.name })).toHaveCount(1);
  await expect(shown).toContainText('Status: Awaiting payment');
  const amounts = /Total (.+?) after the doctor discount of 10% \((.+?) off\)/.exec(await shown.innerText());
  const [, total = '', discount = ''] = amounts ?? [];
  expect(total, 'the referral shows its total after the doctor discount').not.toBe('');

  await shown.getByRole('button', { name: /^Add to cart: referral of .* from Dr / }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The tests of the referral were added to the cart.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The cart holds the referral's tests at its collection point, with the doctor discount the referral showed.
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expectSettledAndAccessible(page);
  await expect(page.getByText(`Collection point: ${facility.name}.`)).toBeVisible();
  for (const test of tests) await expect(page.getByText(test.name, { exact: true }).first()).toBeVisible();
  const breakdown = page.getByLabel('Price breakdown');
  await expect(priceLine(breakdown, DOCTOR_DISCOUNT)).toContainText(discount);
  // At the collection point a nurse draws the blood: the fee comes on top of the referral's own total, from the start.
  const fee = await priceLine(breakdown, 'Nursing service').innerText();
  const toPay = pounds(penceOf(total) + penceOf(fee));
  await expect(priceLine(breakdown, 'Total')).toHaveText(toPay);

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectSettledAndAccessible(page);
  // The referral's collection point is already chosen.
  await expect(page.getByText(`Your test centre: ${facility.name}`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(priceLine(summary, DOCTOR_DISCOUNT)).toContainText(discount);
  await expect(priceLine(summary, 'Total to pay')).toHaveText(toPay);
  // Signed in, the checkout starts from the account, which holds this patient by name, date of birth and sex and
  // without a PESEL number: nothing is left to type about them.
  const patientDetails = page.getByRole('region', { name: 'Patient' });
  await expect(patientDetails.getByLabel(/^First name/)).toHaveValue(PATIENT.firstName);
  await expect(patientDetails.getByLabel(/^Last name/)).toHaveValue(PATIENT.lastName);
  await expect(patientDetails.getByRole('checkbox', { name: 'No PESEL number' })).toBeChecked();
  await fillContactAndConsents(page, patient.email);
  await orderAndReachSandbox(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expectThanks(page);
  await expect(page.getByRole('region', { name: /^Order LS-/ })).toContainText(`Test centre: ${facility.name}`);
  const confirmation = await mailTo(patient.email, 'Your order');
  for (const test of tests) expect(confirmation.text).toContain(test.name);

  // Paid: the referral says so and can no longer be bought.
  await visit('/account/results');
  const paid = referralOnResultsPage(page);
  await expect(paid).toContainText('Status: Paid');
  await expect(paid.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
});
