import { expect, test } from '../../support/fixtures';
import type { Browser } from '@playwright/test';
import { createTestAccount } from '../../support/accounts';
import { E2E_SITE_URL } from '../../support/environment';

/** A browser of its own, signed in the way the site keeps a session: user and token in local storage. */
async function signedInBrowser(browser: Browser, session: string) {
  const context = await browser.newContext({ baseURL: E2E_SITE_URL });
  await context.addInitScript((stored) => {
    if (!window.localStorage.getItem('labshop.session')) window.localStorage.setItem('labshop.session', stored);
  }, session);
  return context;
}

test("a signed-in patient's cart follows them to another browser", async ({ browser, request }) => {
  const account = await createTestAccount(request);
  const login = await request.post('/api/patient/login', {
    data: { login: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const session = JSON.stringify(await login.json());

  const first = await signedInBrowser(browser, session);
  const laptop = await first.newPage();
  await laptop.goto('/lab-test/vitamin-d-25-oh');
  const testName = ((await laptop.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const saved = laptop.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/cart') && response.ok(),
  );
  await laptop
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(laptop.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await saved;

  const second = await signedInBrowser(browser, session);
  const phone = await second.newPage();
  await phone.goto('/cart');
  await expect(phone.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(phone.getByText(testName, { exact: true }).first()).toBeVisible();

  await first.close();
  await second.close();
});
