import { expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

function remoteArea(page: Page, remote: string) {
  return page.locator(`[id="single-spa-application:${remote}"] [data-remote="${remote}"]`);
}

test.describe('each remote renders its page inside the shell', () => {
  test('the catalogue lists tests from the API', async ({ page, visit }) => {
    await visit('/lab-test-list/tests');
    await expectFrame(page);
    await expect(remoteArea(page, 'mf-catalogue')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Tests/);
  });

  test('the cart shows its empty state', async ({ page, visit }) => {
    await visit('/cart');
    await expectFrame(page);
    await expect(remoteArea(page, 'mf-cart-checkout')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('the account remote shows the login form', async ({ page, visit }) => {
    await visit('/login');
    await expectFrame(page);
    await expect(remoteArea(page, 'mf-account')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('E-mail or phone number')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('the doctor remote shows a doctor card with its tabs', async ({ page, visit }) => {
    await visit('/doctor/anna-nowak');
    await expectFrame(page);
    await expect(remoteArea(page, 'mf-doctor')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Anna Nowak/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Services and Prices' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('£');
  });

  test('the quiz remote shows the first step of the health quiz', async ({ page, visit }) => {
    await visit('/quiz');
    await expectFrame(page);
    await expect(remoteArea(page, 'mf-quiz')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  });

  test('moving between remotes keeps the frame and swaps the page', async ({ page, visit, pageErrors }) => {
    await visit('/lab-test-list/tests');
    await page.getByRole('banner').getByRole('link', { name: 'Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeVisible();
    await expect(remoteArea(page, 'mf-catalogue')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
