import { expect, test } from '../../support/fixtures';

test('a toast appears on adding to the cart and clears when the address changes', async ({ page, visit }) => {
  await visit('/lab-test-list/tests');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByText('Added to cart')).toHaveCount(0);
  // The cart stays mounted on every page, so the count survives the move to another remote.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
