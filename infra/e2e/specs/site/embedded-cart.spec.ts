import { expect, test } from '../../support/fixtures';
import { createTestAccount } from '../../support/accounts';
import { FRAME_DEMO_URL } from '../../support/environment';

test.describe('the cart embedded in a partner page', () => {
  test('asks the page for the token and init data, applies them, refreshes prices and reports every change, ignoring a foreign page', async ({
    page,
  }) => {
    const pricesRefreshed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/updated/examinations-data'),
    );
    await page.goto(`${FRAME_DEMO_URL}/?foreign=1`);
    const cart = page.getByTitle('Labshop cart').contentFrame();

    await expect(cart.getByRole('status').filter({ hasText: 'Connected to the shop page.' })).toBeVisible();
    await expect(cart.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    // The init data's patient and location are in the cart.
    await expect(cart.getByRole('region', { name: 'Alex Partner' })).toBeVisible();
    await expect(cart.getByText('Collection point:')).toBeVisible();
    await pricesRefreshed;

    const report = page.getByRole('status').filter({ hasText: /^Cart:/ });
    await expect(report).toContainText('Cart: 2 tests');

    // A change made in the frame reaches the page.
    await cart.getByRole('button', { name: 'Remove' }).first().click();
    await expect(report).toContainText('Cart: 1 test,');

    // The advert of a site that is not allowed keeps sending a forged cart; the frame ignores it.
    const advert = page.getByTitle('Advert from another site').contentFrame().getByRole('status');
    const sentSoFar = Number(/(\d+) times/.exec((await advert.textContent()) ?? '')?.[1] ?? 0);
    await expect
      .poll(async () => Number(/(\d+) times/.exec((await advert.textContent()) ?? '')?.[1] ?? 0))
      .toBeGreaterThan(sentSoFar + 1);
    await expect(cart.getByText('Forged test')).toHaveCount(0);
    await expect(report).toContainText('Cart: 1 test,');
  });

  test('signs the frame in with the token the page returns, and out when the page has none', async ({
    page,
    request,
  }) => {
    const account = await createTestAccount(request);
    const login = await request.post('/api/patient/login', {
      data: { login: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };

    await page.goto(FRAME_DEMO_URL);
    const cart = page.getByTitle('Labshop cart').contentFrame();
    await expect(cart.getByRole('status').filter({ hasText: 'Connected to the shop page.' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.getByLabel('Labshop token of the customer (empty for a guest)').fill(token);
    await page.getByRole('button', { name: 'Reload the cart frame' }).click();
    await expect(cart.getByRole('link', { name: /My account/ })).toBeVisible();

    await page.getByLabel('Labshop token of the customer (empty for a guest)').fill('');
    await page.getByRole('button', { name: 'Reload the cart frame' }).click();
    await expect(cart.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
