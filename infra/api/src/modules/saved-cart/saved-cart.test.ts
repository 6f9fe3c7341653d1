import { SAVED_CART_STALE_MESSAGE, SavedCart } from '@labshop/shared-contracts/core/api/saved-cart';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { accountBuyer } from '../orders/testing/account-buyer';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { SAVED_CART_TOO_LARGE } from './service';

describe('the saved cart of a signed-in user (GET/PUT /api/cart)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function call(method: 'GET' | 'PUT', headers: Record<string, string>, payload?: object) {
    const response = await testApp.app.inject({ method, url: '/api/cart', headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  }

  it('follows the user to another browser: what one session saves, another reads', async () => {
    const account = await createTestAccount(testApp.db);
    const laptop = await signedIn(testApp.app, account.id);
    const phone = await signedIn(testApp.app, account.id);
    const cart = { items: [{ id: 'a', patients: ['p1'] }], facilityId: 'f1' };

    expect(await call('GET', laptop)).toEqual({ status: 200, body: { cart: null, version: 0 } });
    const saved = await call('PUT', laptop, { cart, version: 0 });

    expect(saved).toEqual({ status: 200, body: { cart, version: 1 } });
    expect(expectShape((await call('GET', phone)).body, SavedCart)).toEqual({ cart, version: 1 });
  });

  it('refuses a save based on an older version with 409, so no change is silently lost', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    await call('PUT', auth, { cart: { items: [] }, version: 0 });
    await call('PUT', auth, { cart: { items: ['from the phone'] }, version: 1 });

    const stale = await call('PUT', auth, { cart: { items: ['from the laptop'] }, version: 1 });
    const staleFirst = await call('PUT', auth, { cart: { items: ['new browser'] }, version: 0 });

    expect(stale).toEqual({ status: 409, body: { message: SAVED_CART_STALE_MESSAGE } });
    expect(staleFirst.status).toBe(409);
    expect((await call('GET', auth)).body).toEqual({ cart: { items: ['from the phone'] }, version: 2 });
  });

  it('keeps each account to its own cart, and answers 401 to guests', async () => {
    const owner = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db);
    await call('PUT', await signedIn(testApp.app, owner.id), { cart: { items: ['mine'] }, version: 0 });

    expect((await call('GET', await signedIn(testApp.app, other.id))).body).toEqual({ cart: null, version: 0 });
    expect(await call('GET', {})).toEqual({ status: 401, body: { message: 'Unauthorized access' } });
    expect((await call('PUT', {}, { cart: null, version: 0 })).status).toBe(401);
  });

  it('answers 422 for a malformed or oversized cart', async () => {
    const auth = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);

    expect((await call('PUT', auth, { cart: 'text', version: 0 })).body).toMatchObject({
      errors: { cart: expect.any(Array) },
    });
    expect((await call('PUT', auth, { cart: {}, version: -1 })).status).toBe(422);
    expect(await call('PUT', auth, { cart: { notes: 'x'.repeat(70_000) }, version: 0 })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { cart: [SAVED_CART_TOO_LARGE] } },
    });
  });

  it('is emptied by the order placed from it, so the ordered tests do not come back on the next page', async () => {
    const auth = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const cart = { items: [{ id: 'vitamin-d', patients: ['p1'] }] };
    await call('PUT', auth, { cart, version: 0 });

    await accountBuyer(testApp, auth).place();
    const afterOrder = await call('GET', auth);
    const staleSave = await call('PUT', auth, { cart, version: 1 });

    expect(afterOrder).toEqual({ status: 200, body: { cart: null, version: 2 } });
    expect(staleSave).toEqual({ status: 409, body: { message: SAVED_CART_STALE_MESSAGE } });
  });

  it('keeps the cart when the order is refused', async () => {
    const auth = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const cart = { items: [{ id: 'vitamin-d', patients: ['p1'] }] };
    await call('PUT', auth, { cart, version: 0 });

    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: checkoutRequest({ expectedTotalMinor: 1 }),
    });

    expect(refused.statusCode).toBe(409);
    expect((await call('GET', auth)).body).toEqual({ cart, version: 1 });
  });
});
