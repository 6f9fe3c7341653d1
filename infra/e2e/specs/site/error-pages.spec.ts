import { expect, test } from '../../support/fixtures';

test.describe('error pages', () => {
  test('an unknown path answers 301 to /error/404', async ({ request }) => {
    const response = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/error/404');
  });

  test('an unknown path shows the not-found page with its texts', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByText('Page Not Found, But Health Insights Await!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });

  test('403 shows its status and text', async ({ page, visit }) => {
    await visit('/error/403');
    await expect(page.getByRole('heading', { level: 1, name: '403' })).toBeVisible();
    await expect(page.getByText('You do not have rights to the resource')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to main page' })).toBeVisible();
  });

  test('the doctor area turns away a visitor who is not a doctor with the 403 page', async ({ page, visit }) => {
    await visit('/doctor');
    await expect(page.getByRole('heading', { level: 1, name: '403' })).toBeVisible();
    await expect(page.getByText('You do not have rights to the resource')).toBeVisible();
    await expect(page.locator('[data-remote="mf-doctor"]')).toHaveCount(0);
  });

  test('500 and any other status show the unexpected-error text', async ({ page, visit }) => {
    await visit('/error/500');
    await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible();
    await expect(page.getByText('Unexpected error occurred')).toBeVisible();
    await visit('/error/418');
    await expect(page.getByRole('heading', { level: 1, name: '418' })).toBeVisible();
    await expect(page.getByText('Unexpected error occurred')).toBeVisible();
  });

  test('the main-page button leads home', async ({ page, visit }) => {
    await visit('/error/404');
    await page.getByRole('link', { name: 'Go to main page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
