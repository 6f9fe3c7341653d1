import { expect, test } from '../../support/fixtures';

test.describe('a patient finds the right test and where to give the sample', () => {
  test('search answers as the patient types, forgiving a typo, and leads to the test', async ({ page, visit }) => {
    await visit('/lab-test-list/search');
    await page.getByLabel('Search tests and packages').fill('cholesterl');
    await expect(page).toHaveURL(/\?q=cholesterl$/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /cholesterol/i }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();

    await results
      .getByRole('link', { name: /cholesterol/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/lab-test\//);
    await expect(page.getByRole('heading', { level: 1, name: /cholesterol/i })).toBeVisible();
    await expect(page.getByText('£').first()).toBeVisible();
  });

  test('an unknown test slug shows the not-found page', async ({ page }) => {
    await page.goto('/lab-test/no-such-test');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  });

  test('collection points are found by town, and choosing one is confirmed', async ({ page, visit }) => {
    await visit('/locations');
    await page.getByLabel('Town or post code').fill('Kraków');
    const found = page.getByRole('region', { name: 'Collection points found' });
    const choose = found.getByRole('button', { name: /^Choose this point:/ }).first();
    await expect(choose).toBeVisible();
    await choose.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /chose|chosen|selected/i })
        .first(),
    ).toBeVisible();

    await found
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/locations\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Opening hours', exact: true })).toBeVisible();
  });

  test('the home page shows the storefront from the API', async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How home visits work' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Collection points' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  });
});
