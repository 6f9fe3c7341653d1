import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { switchRole } from '../../support/account-menu';
import { logIn } from '../../support/log-in';
import { expectAccessible } from '../../support/accessibility';
import { createTestAccount } from '../../support/accounts';
import { doctorSession, makeVerifiedDoctor } from '../../support/doctors';
import { E2E_SITE_URL } from '../../support/environment';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from '../../support/lab-results';

// The account holder as createTestAccount registers them, so the lab's report matches the ordered patient.
const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };
const PATIENT_NAME = 'Jan Wiśniewski';
// The lab names the value by LOINC's long name; the patient reads the name the shop's dictionary gives it.
const POTASSIUM = {
  loinc: '2823-3',
  name: 'Potassium [Moles/volume] in Serum or Plasma',
  unit: 'mmol/L',
  low: 3.5,
  high: 5.1,
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment this many days before the test runs; samples follow their orders. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const DOCTOR = { firstName: 'Ewa', lastName: 'Lekarska' };
const DOCTOR_NAME = 'Ewa Lekarska';

/** A patient with an earlier potassium result, so a new one has a history to draw, and a second order awaiting its sample. */
async function patientWithPotassiumHistory(request: APIRequestContext) {
  const patient = await createTestAccount(request);
  const labKey = await registerLab();
  const earlierOrder = await createPaidOrder(patient.email, PATIENT, 'potassium', daysAgo(70));
  await deliverResult(request, labKey, {
    orderNumber: earlierOrder,
    reportId: `${earlierOrder}-report`,
    patient: PATIENT,
    collectedAt: daysAgo(68).toISOString(),
    observation: { ...POTASSIUM, value: 4.2 },
  });
  const newOrder = await createPaidOrder(patient.email, PATIENT, 'potassium', daysAgo(2));
  /** The lab reports the new order's high value. */
  const deliverNewResult = () =>
    deliverResult(request, labKey, {
      orderNumber: newOrder,
      reportId: `${newOrder}-report`,
      patient: PATIENT,
      collectedAt: daysAgo(1).toISOString(),
      observation: { ...POTASSIUM, value: 5.8 },
    });
  return { patient, newOrder, deliverNewResult };
}

test('a delivered result appears live and is read with its history and PDF', async ({ page, request, visit }) => {
  const { patient, newOrder, deliverNewResult } = await patientWithPotassiumHistory(request);

  await logIn(page, patient.email, patient.password);
  await visit('/account/results');
  const results = page.getByRole('list', { name: `Results and referrals of ${PATIENT_NAME}` });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByRole('link', { name: 'Potassium' })).toHaveCount(1);
  const waiting = results.getByRole('listitem').filter({ hasText: `Order ${newOrder}` });
  await expect(waiting).toContainText('Awaiting sample');

  // The lab reports while the page is open: the page updates without a reload and a toast says so.
  await deliverNewResult();
  await expect(page.getByRole('status').filter({ hasText: 'A new result is ready: Potassium for Jan.' })).toBeVisible();
  await expect(waiting).toContainText('Ready');
  await expect(waiting).toContainText('1 value out of range');

  await waiting.getByRole('link', { name: 'Potassium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Potassium' })).toBeVisible();
  await expectSettledAndAccessible(page);
  const value = page.getByRole('list', { name: 'Values of this result' }).getByRole('listitem').first();
  await expect(value.getByRole('heading', { level: 3, name: 'Potassium' })).toBeVisible();
  await expect(value.getByText('Laboratory’s name: Potassium [Moles/volume] in Serum or Plasma')).toBeVisible();
  await expect(value).toContainText('5.8 mmol/L');
  await expect(value).toContainText('High');
  // What the marker measures, and, the value being high, what a high value usually means and when to see a doctor.
  await expect(
    value.getByText('A salt in the blood that nerves, muscles and the heart need to work properly.'),
  ).toBeVisible();
  const meaning = value.getByRole('group').filter({ hasText: 'What Potassium results mean' });
  await expect(meaning.getByText('If it is high')).toBeVisible();
  await expect(meaning.getByText(/^High potassium can come from the kidneys/)).toBeVisible();
  await expect(meaning.getByText('When to talk to a doctor')).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectSettledAndAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`result-page-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(
    value.getByRole('img', { name: /^History of Potassium: 2 values from .* latest 5\.8 mmol\/L \(High\)/ }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the summary (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a doctor the patient accepts reads their result, and the patient sees who read what', async ({
  page,
  request,
  browser,
  visit,
}) => {
  const { patient, newOrder, deliverNewResult } = await patientWithPotassiumHistory(request);
  await deliverNewResult();
  await logIn(page, patient.email, patient.password);
  await visit('/account/results');

  // A doctor asks for access to the patient's history, by the patient's phone number.
  const doctor = await createTestAccount(request);
  await makeVerifiedDoctor(doctor, DOCTOR);
  const doctorHeaders = await doctorSession(request, doctor);
  const asked = await request.post('/api/doctor/access-requests', {
    headers: doctorHeaders,
    data: { phone: patient.phone },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const notYet = await request.get('/api/doctor/shared-patients', { headers: doctorHeaders });
  expect(await notYet.json()).toEqual({ patients: [] });

  // The patient's next page asks them in the doctorAskForAccessToHistoryModal; they accept.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'A doctor asks to see your results' });
  await expect(dialog).toContainText(`${DOCTOR_NAME} asks for access to your result history.`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved successfully.' })).toBeVisible();

  // The doctor, signed in on their own browser and acting as a doctor, reads the shared result.
  const doctorContext = await browser.newContext({ baseURL: E2E_SITE_URL });
  try {
    const doctorPage = await doctorContext.newPage();
    await logIn(doctorPage, doctor.email, doctor.password);
    await switchRole(doctorPage, 'Doctor');

    await doctorPage.goto('/doctor/area/patients');
    await expectSettledAndAccessible(doctorPage);
    await doctorPage.getByRole('table', { name: 'Patients' }).getByRole('link', { name: PATIENT_NAME }).click();
    await expect(doctorPage.getByRole('heading', { level: 1, name: "Patient's results" })).toBeVisible();
    await expectSettledAndAccessible(doctorPage);
    const shared = doctorPage.getByRole('table', { name: `Tests of ${PATIENT_NAME}` });
    await shared.getByRole('row').filter({ hasText: newOrder }).getByRole('link', { name: 'Potassium' }).click();
    await expect(doctorPage.getByRole('heading', { level: 1, name: 'Potassium' })).toBeVisible();
    await expectSettledAndAccessible(doctorPage);
    // The doctor sees the value as the patient does: the flag in words (its shape beside it), the range bar with
    // the value marked, and the history as a chart with a table of the earlier values.
    const sharedValue = doctorPage.getByRole('list', { name: 'Values of this result' }).getByRole('listitem').first();
    await expect(sharedValue).toContainText('5.8 mmol/L');
    await expect(sharedValue.getByText(/^▲\s*High$/)).toBeVisible();
    await expect(
      sharedValue.getByRole('img', { name: /^Potassium: 5\.8 mmol\/L, normal range 3\.5.5\.1 mmol\/L, High$/ }),
    ).toBeVisible();
    await expect(
      sharedValue.getByRole('img', { name: /^History of Potassium: 2 values from .* latest 5\.8 mmol\/L \(High\)/ }),
    ).toBeVisible();
    await expect(sharedValue.getByRole('table', { name: 'Earlier values of Potassium' })).toContainText('4.2 mmol/L');
  } finally {
    await doctorContext.close();
  }

  // The patient sees who read their results, and what.
  await visit('/account/doctors');
  const log = page.getByRole('region', { name: 'Who saw my results' });
  await expect(log.getByRole('row').filter({ hasText: DOCTOR_NAME }).filter({ hasText: 'Potassium' })).toHaveCount(1);
  await expect(
    log.getByRole('row').filter({ hasText: DOCTOR_NAME }).filter({ hasText: 'Your results list' }).first(),
  ).toBeVisible();
});
