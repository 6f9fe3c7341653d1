import { expect, expectKeyPage, test } from '../../support/visual';

// The pages anybody sees, drawn at phone and laptop size and compared with the images beside this file.

test('home', async ({ page }) => {
  await expectKeyPage(page, 'home', '/');
});

test('tests of a category', async ({ page }) => {
  await expectKeyPage(page, 'tests-in-a-category', '/lab-test-list/tests/thyroid');
});

test('a test', async ({ page }) => {
  await expectKeyPage(page, 'test', '/lab-test/tsh');
});

test('a package', async ({ page }) => {
  await expectKeyPage(page, 'package', '/package/thyroid-package');
});

test('search results', async ({ page }) => {
  await expectKeyPage(page, 'search-results', '/lab-test-list/search?q=vit%20d', {
    ready: (shown) => expect(shown.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible(),
  });
});

test('collection points', async ({ page }) => {
  await expectKeyPage(page, 'collection-points', '/locations');
});

test('cart with two tests', async ({ page }) => {
  await putInCart(page, ['/lab-test/tsh', '/lab-test/vitamin-d-25-oh']);
  await expectKeyPage(page, 'cart', '/cart');
});

test('checkout', async ({ page }) => {
  await putInCart(page, ['/lab-test/tsh']);
  await expectKeyPage(page, 'checkout', '/checkout');
});

test('log in', async ({ page }) => {
  await expectKeyPage(page, 'log-in', '/login');
});

test('registration', async ({ page }) => {
  await expectKeyPage(page, 'registration', '/register');
});

test('about us', async ({ page }) => {
  await expectKeyPage(page, 'about-us', '/about-us');
});

test('pricing', async ({ page }) => {
  await expectKeyPage(page, 'pricing', '/pricing');
});

test('FAQ', async ({ page }) => {
  await expectKeyPage(page, 'faq', '/faq');
});

test('contact', async ({ page }) => {
  await expectKeyPage(page, 'contact', '/contact');
});

test('page not found', async ({ page }) => {
  await expectKeyPage(page, 'not-found', '/error/404');
});

test('design system', async ({ page }) => {
  await expectKeyPage(page, 'design-system', '/design-system', {
    // Its loading examples are busy and spin for as long as they show.
    ready: (shown) => shown.getByRole('button', { name: 'Show the loading state', pressed: true }).click(),
    // The whole page is ten screens of tokens that every other page draws with; the kit's components are kept.
    part: (shown) => shown.getByRole('region', { name: 'Buttons and icons' }),
  });
});

/** Adds each test or package to the cart from its own page, as a visitor would. */
async function putInCart(page: import('@playwright/test').Page, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    await page.goto(path);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: new RegExp(`^Cart, ${index + 1} items?$`) })).toBeVisible();
  }
}
