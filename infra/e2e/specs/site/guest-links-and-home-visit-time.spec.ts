import { expect, settle, test } from '../../support/fixtures';
import { expectAccessible } from '../../support/accessibility';
import { E2E_SITE_URL } from '../../support/environment';
import {
  fillContactAndConsents,
  fillPatient,
  mailTo,
  orderAndReachSandbox,
  PESEL_WOMAN,
  uniqueEmail,
} from './purchase-steps';

test("a guest's home visit keeps its day and time, and the e-mailed link shows the order in another browser", async ({
  page,
  visit,
  browser,
}) => {
  await visit('/package/thyroid-package');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/checkout');
  await page.getByRole('radio', { name: 'In-home service (a nurse comes to you)' }).check();
  await page.getByLabel('City of the home visit').selectOption({ label: 'Kraków' });
  await page.getByLabel(/^Street/).fill('Floriańska');
  await page.getByLabel(/^House number/).fill('12');
  await page.getByLabel(/^Post code/).fill('31-019');

  // The second day offered, and its first window: whatever today is, it is a day and a time the city offers.
  const day = page.getByLabel(/^Day of the visit/);
  await day.selectOption({ index: 2 });
  const dayLabel = ((await day.locator('option:checked').textContent()) ?? '').trim();
  const window = page
    .getByRole('group', { name: /Time of the visit/ })
    .getByRole('radio')
    .first();
  const windowLabel = ((await window.getAttribute('value')) ?? '').replace('-', '–');
  await window.check();

  await fillPatient(page, 'Patient', { firstName: 'Maria', lastName: 'Zielińska', pesel: PESEL_WOMAN });
  const email = uniqueEmail('maria-visit');
  await fillContactAndConsents(page, email);
  await orderAndReachSandbox(page);

  const mail = await mailTo(email, 'Your order');
  expect(mail.text).toContain(`, ${windowLabel}.`);
  const link = /https?:\/\/\S+\/payment\/status\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The confirmation has no status link: ${mail.text}`);

  // Another browser: no token of the order in its storage, only the link.
  const elsewhere = await browser.newContext({ baseURL: E2E_SITE_URL });
  const phone = await elsewhere.newPage();
  const opened = new URL(link);
  await phone.goto(`${opened.pathname}${opened.search}`);
  await settle(phone);
  await expect(phone.getByRole('heading', { level: 2, name: 'Payment pending' })).toBeVisible();
  const order = phone.getByRole('region', { name: /^Order LS-/ });
  await expect(order).toContainText('Home visit: Floriańska 12, 31-019 Kraków');
  await expect(order).toContainText(`${dayLabel}`);
  await expect(order).toContainText(windowLabel);
  await expect(phone).toHaveURL(new RegExp(`${opened.pathname}$`));
  await expectAccessible(phone);

  // The retry page opens from this browser too, with the token it kept.
  await phone.getByRole('link', { name: 'Pay again' }).click();
  await expect(phone.getByRole('button', { name: /^Pay / })).toBeVisible();
  await elsewhere.close();
});
