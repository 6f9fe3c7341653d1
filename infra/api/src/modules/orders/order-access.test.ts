import {
  ORDER_NOT_CANCELLABLE,
  ORDER_TOKEN_HEADER,
  OrderDetails,
  OrderList,
  PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

describe('who may read an order', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function placeAsGuest() {
    const payload = await confirmedByTheCart(testApp.app, checkoutRequest());
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
    return expectShape(response.json(), PlaceOrderAnswer);
  }

  async function read(orderId: string, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    return { status: response.statusCode, body: response.json() };
  }

  it('lets the guest holding the access token read the order, and nobody else', async () => {
    const { order, accessToken } = await placeAsGuest();
    const other = await placeAsGuest();
    const stranger = await createTestAccount(testApp.db);

    const withToken = await read(order.id, { [ORDER_TOKEN_HEADER]: accessToken });
    expect(withToken.status).toBe(200);
    expect(expectShape(withToken.body, OrderDetails)).toEqual(order);
    expect((await read(`${order.id}?token=${encodeURIComponent(accessToken)}`)).status).toBe(200);

    const notFound = { status: 404, body: { message: 'Not Found' } };
    expect(await read(order.id)).toEqual(notFound);
    expect(await read(order.id, { [ORDER_TOKEN_HEADER]: other.accessToken })).toEqual(notFound);
    expect(await read(order.id, { [ORDER_TOKEN_HEADER]: 'guessed-token' })).toEqual(notFound);
    expect(await read(order.id, await signedIn(testApp.app, stranger.id))).toEqual(notFound);
    expect(await read('00000000-0000-4000-8000-000000000000', { [ORDER_TOKEN_HEADER]: accessToken })).toEqual(notFound);
    expect(await read('not-an-id')).toEqual(notFound);
  });

  it('gives a signed-in buyer their order without a token, and lists their orders newest first', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    const place = async () =>
      expectShape(
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: auth,
            payload: await confirmedByTheCart(testApp.app, checkoutRequest(), auth),
          })
        ).json(),
        PlaceOrderAnswer,
      ).order;
    const first = await place();
    const second = await place();
    await placeAsGuest();

    expect((await read(first.id, auth)).status).toBe(200);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(expectShape(list.json(), OrderList).orders.map((order) => order.id)).toEqual([second.id, first.id]);
  });

  it('lets the buyer cancel an unpaid order once, and nobody else', async () => {
    const { order, accessToken } = await placeAsGuest();
    const cancel = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });

    expect((await cancel({})).statusCode).toBe(404);
    const cancelled = await cancel({ [ORDER_TOKEN_HEADER]: accessToken });
    expect(cancelled.statusCode).toBe(200);
    expect(expectShape(cancelled.json(), OrderDetails)).toMatchObject({ status: 'cancelled', canPay: false });

    const again = await cancel({ [ORDER_TOKEN_HEADER]: accessToken });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ORDER_NOT_CANCELLABLE });
  });

  it('answers 401 to a guest asking for a list of orders', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized access' });
  });
});
