import { ORDER_TOKEN_HEADER, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { checkoutRequest } from '../orders/testing/checkout-factory';

type CallerName =
  | 'the account that placed it'
  | 'the same person acting as doctor'
  | 'another account'
  | 'an administrator'
  | 'the holder of its access token'
  | "the holder of another order's token"
  | 'nobody signed in, without a token';

const NOT_FOUND = { status: 404, body: { message: 'Not Found' } };

/**
 * Who may pay for an account's order, and so reach its payment page: whoever may see the order. Anyone else is
 * told the order does not exist, and starts nothing.
 */
describe("who may pay for an account's order", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** A new order of an account (a payment started once stays open), and every caller's headers. */
  async function scene() {
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
    const other = await place({});
    const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
    const headersOf: Record<CallerName, Record<string, string>> = {
      'the account that placed it': ownerHeaders,
      'the same person acting as doctor': await signedInAs(app, owner.id, 'doctor'),
      'another account': await signedIn(app, (await createTestAccount(db)).id),
      'an administrator': await signedInAs(app, admin.id, 'admin'),
      'the holder of its access token': { [ORDER_TOKEN_HEADER]: placed.accessToken },
      "the holder of another order's token": { [ORDER_TOKEN_HEADER]: other.accessToken },
      'nobody signed in, without a token': {},
    };
    return { orderId: placed.order.id, headersOf };
  }

  async function startPayment(orderId: string, headers: Record<string, string>) {
    const response = await testApp.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers });
    return { status: response.statusCode, body: response.json() };
  }

  it.each<[CallerName]>([
    ['the account that placed it'],
    ['the same person acting as doctor'],
    ['the holder of its access token'],
  ])('%s starts its payment and opens its payment page', async (caller) => {
    const { orderId, headersOf } = await scene();
    const started = await startPayment(orderId, headersOf[caller]);
    expect(started.status).toBe(201);
    const { redirectUrl } = expectShape(started.body, StartPaymentAnswer);
    const page = await testApp.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
  });

  it.each<[CallerName]>([
    ['another account'],
    ['an administrator'],
    ["the holder of another order's token"],
    ['nobody signed in, without a token'],
  ])('%s is told the order does not exist, and no payment starts', async (caller) => {
    const { orderId, headersOf } = await scene();
    expect(await startPayment(orderId, headersOf[caller])).toEqual(NOT_FOUND);
    // The buyer then starts the order's first payment: nothing was opened for it before.
    expect((await startPayment(orderId, headersOf['the account that placed it'])).status).toBe(201);
  });

  it('shows no payment page for a payment id that names none', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/00000000-0000-4000-8000-000000000000',
    });
    expect({ status: page.statusCode, body: page.json() }).toEqual(NOT_FOUND);
  });
});
