import type { ConsoleMessage } from '@playwright/test';
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

  test('search ranks what a patient means: vitamin D for "vit d", TSH and the thyroid packages for "tsh"', async ({
    page,
    visit,
  }) => {
    await visit('/lab-test-list/search?q=vit%20d');
    const results = page.getByRole('region', { name: 'Search results' });
    const names = results.getByRole('listitem').getByRole('link');
    await expect(names.nth(0)).toHaveText('Vitamin D 25-OH (total)');
    await expect(names.nth(1)).toHaveText('Vitamin D 1,25-(OH)2, the active form');

    await visit('/lab-test-list/search?q=tsh');
    await expect(names.nth(0)).toHaveText('Thyroid-stimulating hormone (TSH)');
    const thyroidPackages = results.getByRole('listitem').filter({ hasText: /thyroid|Hashimoto/i });
    await expect(thyroidPackages.filter({ hasText: 'Package' })).toHaveCount(3);
    await expect(results.getByRole('link', { name: 'Basic health check' })).toBeVisible();
  });

  test('a package says how much it saves against its tests bought singly', async ({ page, visit }) => {
    await visit('/package/thyroid-package');
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByText('Standard price')).toBeVisible();
    await expect(price.getByText('£89')).toBeVisible();
    await expect(price.getByText('You save £29 compared with buying the 4 tests singly (£118).')).toBeVisible();
    await expect(price.getByText(/Lowest price/)).toHaveCount(0);

    // A reduced package is called reduced, beside the lowest price of the last 30 days, never below a fake anchor.
    await visit('/package/basic-health-check');
    await expect(price.getByText('Reduced price')).toBeVisible();
    await expect(price.getByText('Standard price')).toHaveCount(0);
    await expect(price.getByText(/^Lowest price in the last 30 days: £/)).toBeVisible();
    await expect(price.getByText(/^You save £\d+ compared with buying the 11 tests singly/)).toBeVisible();
  });

  test('the category navigation offers only categories with tests in them', async ({ page, visit }) => {
    await visit('/lab-test-list/tests');
    const categories = page.getByRole('navigation', { name: 'Test categories' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    const labels = await categories.allTextContents();

    expect(labels.length).toBeGreaterThan(40);
    expect(labels.filter((label) => /\(0\)/.test(label))).toEqual([]);
    expect(labels.some((label) => label.startsWith('Sport and fitness'))).toBe(false);
  });

  test('the pages say where tests are taken, in words a patient reads, without warnings', async ({ page, visit }) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const taken = 'All tests are taken in Poland: at our collection points or by a nurse at home.';
    for (const path of [
      '/',
      '/lab-test-list/tests',
      '/lab-test/tsh',
      '/package/screening/women-40-plus-screening',
      '/screening-test/child-5-12',
      '/locations',
      '/locations/in-home-service',
      '/contact',
    ]) {
      await visit(path);
      const body = page.locator('body');
      await expect(body).not.toContainText(/\(spec[:\s]|spec §/);
      await expect(page.locator('[class~="undefined"]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText('Laboratory tests in Poland');
      if (path.startsWith('/locations')) await expect(page.getByText(taken)).toBeVisible();
    }
    await expect(page.getByRole('complementary', { name: 'Other ways to reach us' })).toContainText('Poland');
    expect(warnings).toEqual([]);
  });
});
