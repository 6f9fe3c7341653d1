import { expect, test } from '../../support/fixtures';

test('the cart runs alone and shows its empty state with the home visit fees', async ({ page, visit }) => {
  await visit('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText('Home visit fee')).toBeVisible();
});
