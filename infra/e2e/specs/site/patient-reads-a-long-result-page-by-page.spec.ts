import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';
import { createTestAccount } from '../../support/accounts';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from '../../support/lab-results';

// The account holder as createTestAccount registers them, so the lab's report matches the ordered patient.
const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };
const VALUES = 150;
const POTASSIUM = { loinc: '2823-3', unit: 'mmol/L', low: 3.5, high: 5.1 };

test('a patient reads a report of many values a page at a time, told how many there are and how many are out of range', async ({
  page,
  request,
  visit,
}) => {
  const patient = await createTestAccount(request);
  const labKey = await registerLab();
  const orderNumber = await createPaidOrder(patient.email, PATIENT, 'potassium', new Date(Date.now() - 86_400_000));
  // An instrument's run: the same analyte measured many times, every tenth value high.
  const values = Array.from({ length: VALUES }, (_, index) => ({
    ...POTASSIUM,
    name: `Potassium run ${index + 1}`,
    value: index % 10 === 9 ? 5.6 : 4.2,
  }));
  const [first, ...more] = values;
  if (first === undefined) throw new Error('No values');
  await deliverResult(request, labKey, {
    orderNumber,
    reportId: `${orderNumber}-long`,
    patient: PATIENT,
    collectedAt: new Date(Date.now() - 3_600_000).toISOString(),
    observation: first,
    more,
  });

  await logIn(page, patient.email, patient.password);
  await visit('/account/results');
  // The list's line shows a few values, the high ones first, and says how many more the result's page has.
  const line = page.getByRole('group', { name: 'Values of Potassium' });
  await expect(line.getByText('and 146 more values')).toBeVisible();
  await expect(line).toContainText('5.6');
  await expect(line).not.toContainText('4.2');
  await page.getByRole('link', { name: 'Potassium' }).first().click();
  await expect(page.getByText('Showing 100 of 150 values. 15 values are outside their normal range.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Values of this result' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(100);
  // The values out of range come first, every one of them on the first page, then the rest in the lab's order.
  const shown = list.locator(':scope > li');
  await expect(shown.nth(0).getByText('Laboratory’s name: Potassium run 10', { exact: true })).toBeVisible();
  await expect(shown.nth(14).getByText('Laboratory’s name: Potassium run 150', { exact: true })).toBeVisible();
  await expect(shown.nth(15).getByText('Laboratory’s name: Potassium run 1', { exact: true })).toBeVisible();
  await expectSettledAndAccessible(page);

  await page.getByRole('button', { name: 'Show 50 more values' }).click();

  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(150);
  await expect(list.getByRole('heading', { level: 3 }).nth(100)).toBeFocused();
  await expect(page.getByText(/^Showing 150 of 150 values\./u)).toBeVisible();
  await expect(shown.nth(149).getByText('Laboratory’s name: Potassium run 149', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /more values/u })).toHaveCount(0);
  await expectSettledAndAccessible(page);
});
