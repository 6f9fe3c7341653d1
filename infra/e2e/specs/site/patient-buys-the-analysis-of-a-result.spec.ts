import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';
import { createTestAccount } from '../../support/accounts';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from '../../support/lab-results';

// The account holder as createTestAccount registers them, so the lab's report matches the ordered patient.
const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };

test('a patient reading a result without the analysis sees what it gives and its price, and puts it in the cart', async ({
  page,
  request,
}) => {
  const patient = await createTestAccount(request);
  const labKey = await registerLab();
  const orderNumber = await createPaidOrder(patient.email, PATIENT, 'potassium', new Date(Date.now() - 2 * 86_400_000));
  await deliverResult(request, labKey, {
    orderNumber,
    reportId: `${orderNumber}-report`,
    patient: PATIENT,
    collectedAt: new Date(Date.now() - 86_400_000).toISOString(),
    observation: {
      loinc: '2823-3',
      name: 'Potassium [Moles/volume] in Serum or Plasma',
      unit: 'mmol/L',
      low: 3.5,
      high: 5.1,
      value: 5.8,
    },
  });

  await logIn(page, patient.email, patient.password);
  await page
    .getByRole('region', { name: 'New results since your last visit' })
    .getByRole('link', { name: 'Potassium' })
    .click();
  const analysis = page.getByRole('region', { name: 'Analysis of your results' });
  await expect(analysis).toContainText(`for every result of order ${orderNumber}`);
  await expect(analysis.getByText('Price of the analysis')).toBeVisible();
  await expectSettledAndAccessible(page);

  await analysis.getByRole('button', { name: 'Add the analysis to the cart' }).click();
  await expect(analysis.getByRole('status')).toContainText('The analysis is in your cart.');
  await analysis.getByRole('link', { name: 'Go to the cart' }).click();

  const line = page.getByRole('region', { name: 'Analysis of your results' });
  await expect(line).toContainText(`Analysis of the results of order ${orderNumber}`);
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
  await expectSettledAndAccessible(page);
});
