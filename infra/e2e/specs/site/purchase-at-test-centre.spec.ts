import { expect, test } from '../../support/fixtures';
import {
  addPatientInCart,
  addTestsFromCatalogue,
  breakdownIn,
  breakdownInMail,
  breakdownOnPaymentPage,
  chooseTestCentre,
  expectThanks,
  fillContactAndConsents,
  fillPatient,
  mailTo,
  orderAndReachSandbox,
  PESEL_MAN,
  PESEL_WOMAN,
  uniqueEmail,
} from './purchase-steps';

test('a guest buys two tests for two patients at a test centre and pays in the sandbox, charged what every step showed', async ({
  page,
  visit,
}) => {
  await visit('/lab-test-list/tests');
  const [first = '', second = ''] = await addTestsFromCatalogue(page, 2);

  // In the cart: two patients, one test each (the first patient added takes every test at first).
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await addPatientInCart(page, 'Anna', 'Nowak');
  await addPatientInCart(page, 'Jan', 'Nowak');
  const jan = page.getByRole('region', { name: 'Jan Nowak' });
  await jan.getByLabel('Add a test for Jan Nowak').selectOption({ label: second });
  await jan.getByRole('button', { name: 'Add', exact: true }).click();
  const anna = page.getByRole('region', { name: 'Anna Nowak' });
  await anna.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: 'Remove' }).click();
  await expect(anna.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
  await expect(jan.getByRole('listitem').filter({ hasText: second })).toBeVisible();

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const centre = await chooseTestCentre(page, 'Marszałkowska');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(`${first} (Anna Nowak)`);
  await expect(summary).toContainText(`${second} (Jan Nowak)`);
  // Blood is drawn by a nurse: at a test centre the fee is charged for each of the two patients, from the start.
  await expect(summary).toContainText('Nursing service × 2');
  await expect(summary).toContainText('Total to pay');
  const atCheckout = await breakdownIn(summary);

  // The cart, now priced for the chosen centre, shows the same breakdown.
  await page.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('Nursing service × 2');
  expect(await breakdownIn(page.getByRole('region', { name: 'Price' }))).toEqual(atCheckout);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(summary).toContainText('Nursing service × 2');

  await fillPatient(page, 'Patient 1: Anna Nowak', { pesel: PESEL_WOMAN });
  await fillPatient(page, 'Patient 2: Jan Nowak', { pesel: PESEL_MAN });
  const email = uniqueEmail('anna.nowak');
  await fillContactAndConsents(page, email);
  await orderAndReachSandbox(page);
  // The payment provider asks for exactly what checkout showed, line by line.
  expect(await breakdownOnPaymentPage(page)).toEqual(atCheckout);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expectThanks(page);
  const order = page.getByRole('region', { name: /^Order LS-/ });
  await expect(order).toContainText(`Test centre: ${centre}`);
  await expect(order).toContainText('Anna Nowak, Jan Nowak');
  expect(await breakdownIn(order)).toEqual(atCheckout);
  const confirmation = await mailTo(email, 'Your order');
  expect(breakdownInMail(confirmation.text)).toEqual(atCheckout);
  expect((await mailTo(email, 'Payment received')).text).toContain('We have received your payment');

  // The order is placed: the cart is empty again.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
