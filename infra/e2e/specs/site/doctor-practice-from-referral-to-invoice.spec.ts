import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { openAccountMenu } from '../../support/account-menu';
import { logIn } from '../../support/log-in';
import { createTestAccount, type TestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { makeVerifiedDoctor } from '../../support/doctors';
import { E2E_SITE_URL } from '../../support/environment';
import { latestMessage } from '../../support/outbox';
import { pdfTextOf } from '../../support/pdf-text-of';
import { testsOfferedAt } from '../../support/referrals';
import { expectThanks, fillContactAndConsents, orderAndReachSandbox } from './purchase-steps';

// The account holder as createTestAccount registers them: the referral is for them.
const PATIENT_NAME = 'Jan Wiśniewski';
// Polish letters in the doctor's name: the invoice prints them as written.
const DOCTOR = { firstName: 'Zofia', lastName: 'Łukasiewicz-Żak' };
const DOCTOR_NAME = `${DOCTOR.firstName} ${DOCTOR.lastName}`;
const COLLECTION_POINT = 'warszawa-marszalkowska';

/** The collection point as the referral form lists it: its city, then its name and street. */
async function collectionPoint(slug: string) {
  return withDatabase(async (client) => {
    const found = await client.query<{ city: string; name: string; street: string }>(
      `SELECT c.name AS city, f.name, f.street FROM facilities f JOIN cities c ON c.id = f.city_id WHERE f.slug = $1`,
      [slug],
    );
    expect(found.rowCount).toBe(1);
    return found.rows[0] ?? { city: '', name: '', street: '' };
  });
}

/** The amount beside a label in a list of terms and their values. */
function valueOf(scope: Locator, label: RegExp): Locator {
  return scope
    .locator('div')
    .filter({ has: scope.page().getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');
}

/** Switches the signed-in account to act as a doctor, as the header's account menu does. */
async function actAsDoctor(page: Page) {
  await (await openAccountMenu(page)).getByRole('button', { name: 'Switch role' }).click();
  const roles = page.getByRole('dialog', { name: 'Switch role' });
  await roles.getByRole('radio', { name: 'Doctor' }).check();
  await roles.getByRole('button', { name: 'Switch role' }).click();
  await expect(roles).toBeHidden();
  await expect(page).toHaveURL(/\/doctor$/);
}

/** The patient, in a browser of their own, buys the referred tests from their results and referrals page. */
async function patientBuysTheReferral(page: Page, patient: TestAccount, testName: string) {
  await logIn(page, patient.email, patient.password);
  await page.goto('/account/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Results and referrals' })).toBeVisible();
  await expectSettledAndAccessible(page);
  const referral = page
    .getByRole('region', { name: 'Referrals' })
    .getByRole('list', { name: `Referrals of ${PATIENT_NAME}` })
    .getByRole('listitem')
    .filter({ hasText: `from Dr ${DOCTOR_NAME}` });
  await expect(referral).toHaveCount(1);
  await expect(referral).toContainText('Status: Awaiting payment');
  await expect(referral).toContainText(testName);
  await referral.getByRole('button', { name: /^Add to cart: referral of .* from Dr / }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expectSettledAndAccessible(page);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectSettledAndAccessible(page);
  await fillContactAndConsents(page, patient.email);
  await orderAndReachSandbox(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectThanks(page);
  await expectSettledAndAccessible(page);
}

/**
 * The month that has just ended and its name ('2026-10', 'October 2026'), in the market's time zone as the API
 * invoices months, and a moment in its middle.
 */
async function monthJustEnded() {
  return withDatabase(async (client) => {
    const found = await client.query<{ month: string; words: string }>(
      `SELECT to_char(m, 'YYYY-MM') AS month, to_char(m, 'FMMonth YYYY') AS words
         FROM (SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') - interval '1 month' AS m) AS previous`,
    );
    return found.rows[0] ?? { month: '', words: '' };
  });
}

/**
 * The doctor's commission lines are moved into the month that has just ended, as if the patient had paid then: the
 * month's invoice is issued only once the month is over, and a journey cannot wait for the 1st.
 */
async function bookCommissionInMonthJustEnded(doctor: TestAccount) {
  const moved = await withDatabase((client) =>
    client.query(
      `UPDATE commission_lines SET occurred_at =
          (date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') - interval '15 days') AT TIME ZONE 'Europe/Warsaw'
        WHERE doctor_account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [doctor.email],
    ),
  );
  expect(moved.rowCount).toBe(1);
}

/** An administrator, acting as one through the API, runs the invoices of a month. */
async function adminIssuesInvoices(request: APIRequestContext, month: string) {
  const admin = await createTestAccount(request);
  await withDatabase((client) =>
    client.query("UPDATE accounts SET roles = '{patient,admin}' WHERE email = $1", [admin.email]),
  );
  const login = await request.post('/api/patient/login', { data: { login: admin.email, password: admin.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const role = await request.post('/api/user/role', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'admin' },
  });
  expect(role.status(), await role.text()).toBe(200);
  const { token: adminToken } = (await role.json()) as { token: string };
  const issued = await request.post('/api/admin/doctor-invoices', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { month },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  // Another journey's run of the same month may have issued this doctor's invoice already: the doctor's page shows it.
  expect(((await issued.json()) as { month: string }).month).toBe(month);
}

test('a doctor issues a referral in the doctor area, the patient buys it, and the doctor sees it paid, counted, earned and invoiced', async ({
  page,
  request,
  browser,
  visit,
}) => {
  // Three people and a month's work in one journey: longer than most, on a machine busy with the other journey.
  test.slow();
  const patient = await createTestAccount(request);
  const doctor = await createTestAccount(request);
  await makeVerifiedDoctor(doctor, DOCTOR);
  const {
    tests: [referred],
  } = await testsOfferedAt(COLLECTION_POINT, 1);
  if (!referred) throw new Error('No test offered at the collection point');
  const point = await collectionPoint(COLLECTION_POINT);

  // The doctor signs in, acts as a doctor and opens "Issue referral".
  await logIn(page, doctor.email, doctor.password);
  await actAsDoctor(page);
  await visit('/doctor/area/issue-referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Issue a referral' })).toBeVisible();

  // The patient, found by their phone number as the doctor types it.
  await page.getByRole('searchbox', { name: 'Find the patient' }).fill(patient.phone);
  await page
    .getByRole('list', { name: 'Find the patient' })
    .getByRole('button', { name: `Choose ${PATIENT_NAME}` })
    .click();
  await expect(page.getByRole('group', { name: 'Patient', exact: true })).toContainText(PATIENT_NAME);

  // A test found in the catalogue by its name.
  await page.getByRole('searchbox', { name: 'Find tests and packages' }).fill(referred.name);
  await page.getByRole('button', { name: `Add ${referred.name}`, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Chosen tests' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${referred.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  ]);

  // At a collection point, chosen in its city.
  await expect(page.getByRole('radio', { name: 'Collection point' })).toBeChecked();
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: point.city });
  await page
    .getByRole('combobox', { name: 'Collection point' })
    .selectOption({ label: `${point.name}, ${point.street}` });

  // The doctor keeps 5% and gives the patient 10% off.
  await page.getByRole('radio', { name: /^5\/10 — 5% for you, 10% discount for the patient$/ }).check();

  // Before sending: what the patient pays with the doctor discount, and what the doctor earns.
  const summary = page.getByRole('region', { name: 'Before you send' });
  await expect(valueOf(summary, /^Doctor discount \(10%\)$/)).toHaveText(/^−£\d/);
  await expect(valueOf(summary, /^Your commission \(5%\)$/)).toHaveText(/^£\d/);
  const commission = await valueOf(summary, /^Your commission \(5%\)$/).innerText();
  const patientPays = await valueOf(summary, /^The patient pays$/).innerText();
  await expectSettledAndAccessible(page);

  await page.getByRole('button', { name: 'Send the referral' }).click();
  await expect(
    page.getByText(`The referral was sent. ${PATIENT_NAME} gets a text message with the link.`),
  ).toBeVisible();
  await expectSettledAndAccessible(page);
  const sms = await latestMessage('sms', patient.phone, 'has referred you');
  expect(sms.text).toContain(`Dr ${DOCTOR_NAME} has referred you`);

  // The patient buys it in the sandbox payment, in a browser of their own.
  const patientContext = await browser.newContext({ baseURL: E2E_SITE_URL });
  try {
    await patientBuysTheReferral(await patientContext.newPage(), patient, referred.name);
  } finally {
    await patientContext.close();
  }

  // The referral table: paid (waiting for the month's salary calculation), the test date set, with its commission.
  await visit('/doctor/area/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your referrals' });
  const row = table.getByRole('row').filter({ hasText: PATIENT_NAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting salary calculation');
  await expect(row).toContainText(`${commission} (5%)`);
  await expect(row).toContainText('(10%)');
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('—');

  // The statistics: this month one referral issued and paid, and the commission, in the charts' tables.
  await visit('/doctor/area/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  const monthNow = await withDatabase(async (client) => {
    const found = await client.query<{ words: string }>(
      `SELECT to_char(now() AT TIME ZONE 'Europe/Warsaw', 'FMMonth YYYY') AS words`,
    );
    return found.rows[0]?.words ?? '';
  });
  for (const [measure, value] of [
    ['Referrals issued', '1'],
    ['Referrals paid', '1'],
    ['Conversion', '100%'],
    ['Commission', commission],
  ] as const) {
    const figure = page.getByRole('figure', { name: measure, exact: true });
    await figure.getByText('Values in a table').click();
    const values = figure.getByRole('table', { name: `${measure} per month` });
    await expect(values.getByRole('row').filter({ hasText: monthNow }).getByRole('cell')).toHaveText(value);
  }
  await expectSettledAndAccessible(page);

  // The commission ledger: the line of this referral, worked out from what the patient paid.
  await visit('/doctor/area/commission');
  await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  const line = page
    .getByRole('table', { name: 'Commission ledger' })
    .getByRole('row')
    .filter({ hasText: PATIENT_NAME });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('5/10');
  await expect(line).toContainText(patientPays);
  await expect(line).toContainText(commission);
  await expect(line).toContainText('Awaiting salary calculation');

  // The month's invoice: the commission booked in the month just ended, which an administrator invoices.
  const ended = await monthJustEnded();
  await bookCommissionInMonthJustEnded(doctor);
  await adminIssuesInvoices(request, ended.month);

  await visit('/doctor/area/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(ended.month);
  const invoices = page.getByRole('table', { name: `Invoices for ${ended.words}` });
  const invoiceRow = invoices.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText(commission);
  const number = (await invoiceRow.getByRole('rowheader').innerText()).trim();
  expect(number).toMatch(/^DR\/\d{4}\/\d{6}$/);

  const download = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click();
  const file = await (await download).path();
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTextOf(pdf);
  expect(text).toContain(`Commission invoice ${number}`);
  expect(text).toContain(`Month: ${ended.words}`);
  expect(text).toContain(`${DOCTOR_NAME} (individual)`);
  expect(text).toContain('Referrals (1)');
  const referralLine = text.find((printed) => printed.includes(PATIENT_NAME));
  expect(referralLine).toContain(`${PATIENT_NAME}, 1 test(s), paid ${patientPays}, option 5/10`);
  const total = text.indexOf('Total to pay');
  expect(total).toBeGreaterThan(-1);
  expect(text[total + 1]).toBe(commission);

  // Invoiced, the ledger's line is settled on that invoice.
  await visit('/doctor/area/commission');
  const settled = page
    .getByRole('table', { name: 'Commission ledger' })
    .getByRole('row')
    .filter({ hasText: PATIENT_NAME });
  await expect(settled).toContainText(`Settled on invoice ${number}`);
  // And the referral is settled in the table.
  await visit('/doctor/area/referrals');
  await expect(
    page.getByRole('table', { name: 'Your referrals' }).getByRole('row').filter({ hasText: PATIENT_NAME }),
  ).toContainText('Settled');
});
