import { expect, test } from '../../support/fixtures';
import { addPatientInCart } from './purchase-steps';

const WOMEN_40_BASIC = '/package/screening/women-40-plus-screening';

test('a package holding a test already in the cart asks to replace it, and replacing leaves one line', async ({
  page,
  visit,
}) => {
  await visit('/lab-test/tsh');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Asked for again, the test is said to be in the cart already rather than added.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is already in your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit(WOMEN_40_BASIC);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'This package includes a test already in your cart' });
  await expect(dialog).toContainText('TSH');
  await dialog.getByRole('button', { name: 'Replace with the package' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/cart');
  const tests = page.getByRole('region', { name: 'Your tests' });
  await expect(tests.getByRole('listitem')).toHaveCount(1);
  await expect(tests).toContainText("Women's prevention 40+");
});

test('a screening for women over 40 warns when it is given to a young man, and the buyer may keep it', async ({
  page,
  visit,
}) => {
  await visit(WOMEN_40_BASIC);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/cart');
  const form = page.getByRole('form', { name: 'Add a patient' });
  await form.getByLabel('First name').fill('Jan');
  await form.getByLabel('Last name').fill('Nowak');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByLabel(/^Date of birth/).fill('05/12/1990');
  await form.getByRole('button', { name: 'Add patient' }).click();

  const dialog = page.getByRole('dialog', { name: 'This screening may not be meant for this patient' });
  await expect(dialog).toContainText('is meant for women aged 40 and over');
  await expect(dialog).toContainText('Jan Nowak: the programme is meant for another sex and their age is outside');
  await dialog.getByRole('button', { name: 'Keep it for them' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Jan Nowak' })).toContainText("Women's prevention 40+");
});

test('a consultation is added for two patients and priced twice', async ({ page, visit }) => {
  await visit('/lab-test/tsh');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await visit('/cart');
  await addPatientInCart(page, 'Anna', 'Nowak');
  await addPatientInCart(page, 'Jan', 'Nowak');

  const consultations = page.getByRole('region', { name: 'Consultations' });
  await consultations.getByRole('button', { name: /^Add / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a visit for a patient' });
  await expect(dialog.getByRole('checkbox', { name: 'Anna Nowak' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Jan Nowak' })).toBeChecked();
  await expect(dialog.getByRole('status')).toContainText('2 ×');
  await dialog.getByRole('button', { name: 'Add to the cart' }).click();
  await expect(dialog).toBeHidden();

  await expect(consultations).toContainText('For Anna Nowak, Jan Nowak: 2 ×');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('× 2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
