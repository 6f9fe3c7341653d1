import { ORDER_LINK_EXPIRED, OrderDetails, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { ORDER_LINK_TTL_DAYS } from './access-token';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

const DAY_MS = 24 * 60 * 60_000;

describe("the links in a guest's order e-mail", () => {
  let testApp: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => testApp.close());

  async function placeAsGuest(email: string) {
    const payload = await confirmedByTheCart(testApp.app, checkoutRequest({ email }));
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
    return expectShape(response.json(), PlaceOrderAnswer);
  }

  /** The status and retry links of the order's confirmation, as the buyer's mail program shows them. */
  async function mailedLinks(email: string) {
    const [mail] = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === email);
    const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const status = links.find((link) => link.pathname.startsWith('/payment/status/'));
    const retry = links.find((link) => link.pathname.startsWith('/payment/retry/'));
    if (!status || !retry) throw new Error(`The confirmation has no status or retry link: ${mail?.text}`);
    return { status, retry, token: status.searchParams.get('token') ?? '' };
  }

  async function read(orderId: string, token: string, headers: Record<string, string> = {}) {
    const url = `/api/orders/${orderId}?token=${encodeURIComponent(token)}`;
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  }

  it('open the order and its payment in any browser, with nothing but the link', async () => {
    const { order, accessToken } = await placeAsGuest('links-anywhere@example.com');
    const { status, retry, token } = await mailedLinks('links-anywhere@example.com');

    expect(status.pathname).toBe(`/payment/status/${order.id}`);
    expect(retry.pathname).toBe(`/payment/retry/${order.id}`);
    expect(retry.searchParams.get('token')).toBe(token);
    // The link is signed for the e-mail, not the placing browser's own key.
    expect(token).not.toBe(accessToken);

    const opened = await read(order.id, token);
    expect(opened.status).toBe(200);
    expect(expectShape(opened.body, OrderDetails)).toEqual(order);
    const payment = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments?token=${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(payment.statusCode).toBe(201);
    expectShape(payment.json(), StartPaymentAnswer);
  });

  it('open nothing when forged, changed or taken to another order', async () => {
    const first = await placeAsGuest('links-forged@example.com');
    const other = await placeAsGuest('links-other@example.com');
    const { token } = await mailedLinks('links-forged@example.com');
    const [expiry = '', signature = ''] = token.split('.');
    const notFound = { status: 404, body: { message: 'Not Found' } };

    expect(await read(other.order.id, token)).toEqual(notFound);
    const later = (Number.parseInt(expiry, 36) + 365 * 24 * 3600).toString(36);
    expect(await read(first.order.id, `${later}.${signature}`)).toEqual(notFound);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await read(first.order.id, `${expiry}.${flipped}`)).toEqual(notFound);
    expect(await read(first.order.id, 'zzzzzzzz.not-a-signature')).toEqual(notFound);
  });

  it('say plainly that they expired once their time is over, and still let the owner in', async () => {
    const account = await createTestAccount(testApp.db);
    const owner = await signedIn(testApp.app, account.id);
    const payload = await confirmedByTheCart(testApp.app, checkoutRequest({ email: 'links-owner@example.com' }));
    const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload, headers: owner });
    const ownOrder = expectShape(placed.json(), PlaceOrderAnswer).order;
    const { order } = await placeAsGuest('links-expire@example.com');
    const { token } = await mailedLinks('links-expire@example.com');
    const ownToken = (await mailedLinks('links-owner@example.com')).token;

    now += (ORDER_LINK_TTL_DAYS - 1) * DAY_MS;
    expect((await read(order.id, token)).status).toBe(200);

    now += 2 * DAY_MS;
    expect(await read(order.id, token)).toEqual({ status: 410, body: { message: ORDER_LINK_EXPIRED } });
    expect((await read(ownOrder.id, ownToken, await signedIn(testApp.app, account.id))).status).toBe(200);
    expect((await read(ownOrder.id, ownToken)).status).toBe(410);
  });
});
