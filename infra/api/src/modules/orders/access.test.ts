import {
  ORDER_TOKEN_HEADER,
  OrderDetails,
  OrderList,
  PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import type { Principal } from '../../platform/principal';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

/** Everyone who might ask for an account's order, and the headers they would send. */
interface Scene {
  order: OrderDetails;
  headersOf: Record<CallerName, Record<string, string>>;
}

type CallerName =
  | 'the account that placed it'
  | 'the same person acting as doctor'
  | 'another account'
  | 'an administrator'
  | 'the holder of its access token'
  | "the holder of another order's token"
  | 'nobody signed in, without a token';

const NOT_FOUND = { status: 404, body: { message: 'Not Found' } };

describe("who sees an account's order", () => {
  let testApp: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, db } = testApp;
    const owner = await createTestAccount(db, { roles: ['patient', 'doctor'] });
    const ownerHeaders = await signedIn(app, owner.id);
    const place = async (headers: Record<string, string>) =>
      expectShape(
        (
          await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers,
            payload: await confirmedByTheCart(app, checkoutRequest(), headers),
          })
        ).json(),
        PlaceOrderAnswer,
      );
    const placed = await place(ownerHeaders);
    const guestOrder = await place({});
    const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
    scene = {
      order: placed.order,
      headersOf: {
        'the account that placed it': ownerHeaders,
        'the same person acting as doctor': await signedInAs(app, owner.id, 'doctor'),
        'another account': await signedIn(app, (await createTestAccount(db)).id),
        'an administrator': await signedInAs(app, admin.id, 'admin'),
        'the holder of its access token': { [ORDER_TOKEN_HEADER]: placed.accessToken },
        "the holder of another order's token": { [ORDER_TOKEN_HEADER]: guestOrder.accessToken },
        'nobody signed in, without a token': {},
      },
    };
  });
  afterAll(() => testApp.close());

  async function read(headers: Record<string, string>) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/orders/${scene.order.id}`, headers });
    return { status: response.statusCode, body: response.json() };
  }

  async function listed(headers: Record<string, string>) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers });
    if (response.statusCode !== 200) return { status: response.statusCode, listsIt: false };
    const ids = expectShape(response.json(), OrderList).orders.map((order) => order.id);
    return { status: 200, listsIt: ids.includes(scene.order.id) };
  }

  it.each<[CallerName]>([
    ['the account that placed it'],
    ['the same person acting as doctor'],
    ['the holder of its access token'],
  ])('%s reads the order', async (caller) => {
    const answer = await read(scene.headersOf[caller]);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, OrderDetails)).toEqual(scene.order);
  });

  it.each<[CallerName]>([
    ['another account'],
    ['an administrator'],
    ["the holder of another order's token"],
    ['nobody signed in, without a token'],
  ])('%s is told the order does not exist', async (caller) => {
    expect(await read(scene.headersOf[caller])).toEqual(NOT_FOUND);
  });

  it.each<[CallerName, string, { status: number; listsIt: boolean }]>([
    ['the account that placed it', 'with the order in it', { status: 200, listsIt: true }],
    ['the same person acting as doctor', 'with the order in it', { status: 200, listsIt: true }],
    ['another account', 'without the order', { status: 200, listsIt: false }],
    ['an administrator', 'without the order', { status: 200, listsIt: false }],
    ['the holder of its access token', 'refused: no account signed in', { status: 401, listsIt: false }],
    ['nobody signed in, without a token', 'refused: no account signed in', { status: 401, listsIt: false }],
  ])('%s asks for a list of orders and gets it %s', async (caller, _what, expected) => {
    expect(await listed(scene.headersOf[caller])).toEqual(expected);
  });

  it('lets nobody but its buyer cancel it, each told it does not exist', async () => {
    const cancel = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: `/api/orders/${scene.order.id}/cancel`, headers });
    const strangers: CallerName[] = [
      'another account',
      'an administrator',
      "the holder of another order's token",
      'nobody signed in, without a token',
    ];
    for (const caller of strangers) {
      const refused = await cancel(scene.headersOf[caller]);
      expect({ caller, status: refused.statusCode, body: refused.json() }).toEqual({ caller, ...NOT_FOUND });
    }
    expect((await read(scene.headersOf['the account that placed it'])).body.status).toBe('pending_payment');
  });

  it.each<[string, Principal, 'reads it' | 'is told it does not exist']>([
    ['a lab', { kind: 'lab', labId: '00000000-0000-4000-8000-000000000001' }, 'is told it does not exist'],
    ['nobody', { kind: 'anonymous' }, 'is told it does not exist'],
    ['the shop itself, at work on a job', { kind: 'system', task: 'a test' }, 'reads it'],
  ])('%s, asking the orders service for the order, %s', async (_name, principal, outcome) => {
    const asked = testApp.app.orders.details(principal, scene.order.id);
    if (outcome === 'reads it') await expect(asked).resolves.toMatchObject({ id: scene.order.id });
    else await expect(asked).rejects.toMatchObject({ statusCode: 404 });
  });
});
