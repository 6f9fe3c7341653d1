import { eq } from 'drizzle-orm';
import { OrderDetails, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { payments } from '../db/schema';
import { blockAccount } from '../modules/accounts/testing/administration';
import { confirmedByTheCart } from '../modules/orders/testing/cart-quote';
import { checkoutRequest } from '../modules/orders/testing/checkout-factory';
import { createTestAccount, signedIn, signedInAs } from '../testing/account-factories';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { expectShape } from '../testing/expect-shape';
import type { RouteEntry } from './route-table';

const BLOCKED_ANSWER = { message: 'Your account has been blocked.', status: 'blocked' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The path of a route with each parameter filled: the blocked account's own order where a route names one. */
function pathOf(route: RouteEntry, ownOrderId: string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => (name === 'orderId' ? ownOrderId : SOME_ID));
}

describe('a blocked account', () => {
  let testApp: TestApp;
  let blocked: { authorization: string };
  let blockedAsAdmin: { authorization: string };
  let ownOrder: PlaceOrderAnswer;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    const account = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    blocked = await signedIn(testApp.app, account.id);
    blockedAsAdmin = await signedInAs(testApp.app, account.id, 'admin');
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: blocked,
      payload: await confirmedByTheCart(testApp.app, checkoutRequest(), blocked),
    });
    ownOrder = expectShape(placed.json(), PlaceOrderAnswer);
    await blockAccount(testApp.app, account.id);
  });
  afterAll(() => testApp.close());

  it('is refused on every route the API serves, in any role, except logging out', async () => {
    const routes = testApp.app
      .routeTable()
      .filter((route) => !(route.method === 'POST' && route.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(80);
    const answered: string[] = [];

    for (const route of routes) {
      for (const headers of [blocked, blockedAsAdmin]) {
        const response = await testApp.app.inject({
          method: route.method,
          url: pathOf(route, ownOrder.order.id),
          headers,
          ...(['GET', 'HEAD', 'OPTIONS'].includes(route.method) ? {} : { payload: {} }),
        });
        const body = route.method === 'HEAD' ? null : response.json();
        if (response.statusCode !== 403 || (body !== null && !isBlockedAnswer(body))) {
          answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
        }
      }
    }

    expect(answered).toEqual([]);
  });

  it('cannot read, cancel or pay for an order its account placed, even with the order’s own access token', async () => {
    const { order, accessToken } = ownOrder;
    const asBlocked = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, headers: { ...blocked, 'x-order-token': accessToken }, payload: {} });

    for (const [method, url] of [
      ['GET', `/api/orders/${order.id}`],
      ['POST', `/api/orders/${order.id}/cancel`],
      ['POST', `/api/orders/${order.id}/payments`],
      ['GET', '/api/orders'],
    ] as const) {
      const response = await asBlocked(method, url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: BLOCKED_ANSWER,
      });
    }
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { 'x-order-token': accessToken },
    });
    expect(expectShape(read.json(), OrderDetails).status).toBe('pending_payment');
    expect(await testApp.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('cannot place an order, not even as a guest would, while it sends its token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: blocked,
      payload: await confirmedByTheCart(testApp.app, checkoutRequest()),
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(BLOCKED_ANSWER);
  });

  it('may log out, which closing the block notice does', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: blocked });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been logged out.' });
  });
});

function isBlockedAnswer(body: unknown): boolean {
  return JSON.stringify(body) === JSON.stringify(BLOCKED_ANSWER);
}
