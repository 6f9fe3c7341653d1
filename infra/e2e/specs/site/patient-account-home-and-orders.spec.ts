import { readFile } from 'node:fs/promises';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';
import { createTestAccount } from '../../support/accounts';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from '../../support/lab-results';
import { pdfTextOf } from '../../support/pdf-text-of';

// The account holder as createTestAccount registers them, so the lab's report matches the ordered patient.
const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };
const POTASSIUM = {
  loinc: '2823-3',
  name: 'Potassium [Moles/volume] in Serum or Plasma',
  unit: 'mmol/L',
  low: 3.5,
  high: 5.1,
};

test('the dashboard shows a new flagged result and an unpaid order, which is paid and gets its receipt', async ({
  page,
  request,
  visit,
}) => {
  const patient = await createTestAccount(request);
  const labKey = await registerLab();
  const resulted = await createPaidOrder(patient.email, PATIENT, 'potassium', new Date(Date.now() - 2 * 86_400_000));
  await deliverResult(request, labKey, {
    orderNumber: resulted,
    reportId: `${resulted}-report`,
    patient: PATIENT,
    collectedAt: new Date(Date.now() - 86_400_000).toISOString(),
    observation: { ...POTASSIUM, value: 5.8 },
  });
  const unpaid = await createPaidOrder(patient.email, PATIENT, 'ferritin', new Date(), 'pending_payment');

  await logIn(page, patient.email, patient.password);
  const fresh = page.getByRole('region', { name: 'New results since your last visit' });
  await expect(fresh.getByRole('link', { name: 'Potassium' })).toBeVisible();
  await expect(fresh.getByText('1 outside the range')).toBeVisible();
  const toPay = page.getByRole('region', { name: 'Orders awaiting payment' });
  await expect(toPay.getByRole('link', { name: `Order ${unpaid}`, exact: true })).toBeVisible();
  await expectSettledAndAccessible(page);

  await toPay.getByRole('link', { name: `Pay now for order ${unpaid}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retry payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/status\//);

  await visit('/account/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: unpaid }) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: unpaid }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${unpaid}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Paid', { exact: true })).toBeVisible();
  await expectSettledAndAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the receipt (PDF), order ${unpaid}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
  const text = pdfTextOf(await readFile(await download.path()));
  expect(text[0]).toMatch(/^Receipt R\/\d{4}\/\d{6}$/);
  expect(text).toContain(`Order: ${unpaid}`);
  expect(text).toContain('Jan Wiśniewski');
  expect(text).toContain('Total paid');
});
