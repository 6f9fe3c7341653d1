import { expect, test } from '../../support/fixtures';
import {
  chooseTestCentre,
  expectThanks,
  fillContactAndConsents,
  fillPatient,
  orderAndReachSandbox,
  PESEL_MAN,
  uniqueEmail,
} from './purchase-steps';

test('a payment left pending and then paid shows thanks after "check status again"', async ({
  page,
  context,
  visit,
}) => {
  await visit('/lab-test-list/tests');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/checkout');
  await chooseTestCentre(page, 'Marszałkowska');
  await fillPatient(page, 'Patient', { firstName: 'Piotr', lastName: 'Wiśniewski', pesel: PESEL_MAN });
  await fillContactAndConsents(page, uniqueEmail('piotr'));
  const sandbox = await orderAndReachSandbox(page);
  await page.getByRole('button', { name: 'Leave pending' }).click();

  await expect(page).toHaveURL(/\/payment\/status\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment pending' })).toBeVisible();
  await page.getByRole('button', { name: 'Check status again' }).click();
  await expect(page.getByText('Checked again. Payment status: pending.')).toBeVisible();

  // The buyer completes the payment in another tab, as after returning to the provider's page.
  const payment = await context.newPage();
  await payment.goto(sandbox);
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(payment).toHaveURL(/\/payment\/status\//);
  await payment.close();

  await page.getByRole('button', { name: 'Check status again' }).click();
  await expectThanks(page);
  await expect(page.getByText('Checked again. Payment status: paid.')).toBeVisible();
});
