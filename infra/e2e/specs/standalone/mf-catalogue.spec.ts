import { expect, test } from '../../support/fixtures';

test('the catalogue runs alone: tests from the API, add to cart reaches the stand-in shell', async ({
  page,
  visit,
}) => {
  await visit('/lab-test-list/tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
});
