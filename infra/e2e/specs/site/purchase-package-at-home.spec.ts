import { expect, test } from '../../support/fixtures';
import {
  breakdownIn,
  breakdownInMail,
  breakdownOnPaymentPage,
  expectThanks,
  fillContactAndConsents,
  fillPatient,
  mailTo,
  orderAndReachSandbox,
  PESEL_WOMAN,
  uniqueEmail,
} from './purchase-steps';

test('a guest buys a package with a home visit and pays the mobile nursing fee', async ({ page, visit }) => {
  await visit('/package/thyroid-package');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/checkout');
  await page.getByRole('radio', { name: 'In-home service (a nurse comes to you)' }).check();
  await expect(page.getByRole('radio', { name: 'Pay at the test centre' })).toHaveCount(0);
  await page.getByLabel('City of the home visit').selectOption({ label: 'Kraków' });
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('Thyroid package');
  await expect(summary).toContainText('Mobile nursing service');

  await page.getByLabel(/^Street/).fill('Floriańska');
  await page.getByLabel(/^House number/).fill('12');
  await page.getByLabel(/^Flat number/).fill('3');
  await page.getByLabel(/^Post code/).fill('31-019');
  await page.getByLabel(/^Day of the visit/).selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /Time of the visit/ })
    .getByRole('radio')
    .first()
    .check();
  await fillPatient(page, 'Patient', { firstName: 'Maria', lastName: 'Zielińska', pesel: PESEL_WOMAN });
  const email = uniqueEmail('maria');
  await fillContactAndConsents(page, email);
  const atCheckout = await breakdownIn(summary);
  await orderAndReachSandbox(page);
  expect(await breakdownOnPaymentPage(page)).toEqual(atCheckout);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expectThanks(page);
  const order = page.getByRole('region', { name: /^Order LS-/ });
  await expect(order).toContainText('Home visit: Floriańska 12/3, 31-019 Kraków');
  await expect(order).toContainText('Maria Zielińska');
  expect(await breakdownIn(order)).toEqual(atCheckout);
  expect(breakdownInMail((await mailTo(email, 'Your order')).text)).toEqual(atCheckout);
});
