import { expect, test } from '../../support/fixtures';

test('a guest builds an own package, sees the discount grow, and finds it priced line by line in the cart', async ({
  page,
  visit,
}) => {
  await visit('/lab-test-list/custom-package');
  const choices = page.getByRole('checkbox');
  await expect(choices.first()).toBeVisible();
  const summary = page.getByRole('status').filter({ hasText: /selected/ });

  for (let index = 0; index < 4; index += 1) await choices.nth(index).check();
  await expect(summary).toContainText('4 tests selected');
  await expect(summary).toContainText('Select 5-15 tests for the discount.');
  await expect(page.getByRole('button', { name: 'Add the package to the cart' })).toBeDisabled();

  await choices.nth(4).check();
  await expect(summary).toContainText('Discount: 5%');
  await choices.nth(5).check();
  await expect(summary).toContainText('Discount: 7%');

  await page.getByRole('button', { name: 'Add the package to the cart' }).click();
  await expect(page.getByText('Your package is in the cart.')).toBeVisible();
  // The package is one line of the cart, however many tests it holds.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const pack = page.getByRole('listitem', { name: 'Your own package' });
  await expect(pack.getByRole('list', { name: '6 tests in your own package' }).getByRole('listitem')).toHaveCount(6);
  await expect(pack).toContainText('Own package discount 7%');
  const breakdown = page.getByRole('list', { name: 'Price breakdown' }).or(page.getByLabel('Price breakdown'));
  await expect(breakdown).toContainText('Total');
  await expect(breakdown).toContainText(/discount/i);
});
