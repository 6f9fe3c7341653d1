import { ORDER_TOKEN_HEADER } from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

type CallerName =
  | 'the account that saved it'
  | 'the same person acting as doctor'
  | 'another account'
  | 'an administrator'
  | 'a guest holding an order token'
  | 'nobody signed in';

const SAVED = { items: [{ id: 'a', patients: ['p1'] }], facilityId: 'f1' };

describe('who reads and changes a saved cart', () => {
  let testApp: TestApp;
  const headersOf = {} as Record<CallerName, Record<string, string>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, db } = testApp;
    const owner = await createTestAccount(db, { roles: ['patient', 'doctor'] });
    const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
    Object.assign(headersOf, {
      'the account that saved it': await signedIn(app, owner.id),
      'the same person acting as doctor': await signedInAs(app, owner.id, 'doctor'),
      'another account': await signedIn(app, (await createTestAccount(db)).id),
      'an administrator': await signedInAs(app, admin.id, 'admin'),
      'a guest holding an order token': { [ORDER_TOKEN_HEADER]: 'a-token-of-some-order' },
      'nobody signed in': {},
    } satisfies Record<CallerName, Record<string, string>>);
    const saved = await call('PUT', 'the account that saved it', { cart: SAVED, version: 0 });
    expect(saved.status).toBe(200);
  });
  afterAll(() => testApp.close());

  async function call(method: 'GET' | 'PUT', caller: CallerName, payload?: object) {
    const response = await testApp.app.inject({
      method,
      url: '/api/cart',
      headers: headersOf[caller],
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  it.each<[CallerName, string, { status: number; body: object }]>([
    ['the account that saved it', 'the saved cart', { status: 200, body: { cart: SAVED, version: 1 } }],
    ['the same person acting as doctor', 'the saved cart', { status: 200, body: { cart: SAVED, version: 1 } }],
    ['another account', 'an empty cart of its own', { status: 200, body: { cart: null, version: 0 } }],
    ['an administrator', 'an empty cart of its own', { status: 200, body: { cart: null, version: 0 } }],
    ['a guest holding an order token', 'a refusal', { status: 401, body: { message: 'Unauthorized access' } }],
    ['nobody signed in', 'a refusal', { status: 401, body: { message: 'Unauthorized access' } }],
  ])('%s reads %s', async (caller, _what, expected) => {
    expect(await call('GET', caller)).toEqual(expected);
  });

  it.each<[CallerName, number]>([
    ['another account', 409],
    ['an administrator', 409],
    ['a guest holding an order token', 401],
    ['nobody signed in', 401],
  ])('%s cannot replace it (%i), and it stays as saved', async (caller, status) => {
    expect((await call('PUT', caller, { cart: { items: ['theirs'] }, version: 1 })).status).toBe(status);
    expect((await call('GET', 'the account that saved it')).body).toEqual({ cart: SAVED, version: 1 });
  });

  it('tells a guest to sign in before checking what they sent', async () => {
    expect(await call('PUT', 'nobody signed in', { cart: 'not a cart', version: -1 })).toEqual({
      status: 401,
      body: { message: 'Unauthorized access' },
    });
  });
});
