import { ORDER_TOKEN_HEADER, OrderDetails, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { ORDER_NOT_PAYABLE_MESSAGE, StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { formOf, sandboxBuyer } from './testing/sandbox-buyer';

describe('online payment in the sandbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const buyer = () => sandboxBuyer(testApp);
  const placeOrder = (email?: string) => buyer().placeOrder(email === undefined ? {} : { email });
  const startPayment = (orderId: string, headers: Record<string, string>) => buyer().startPayment(orderId, headers);
  const choose = (fields: Record<string, string>) => buyer().choose(fields);
  const status = async (orderId: string, headers: Record<string, string>) =>
    (await buyer().order(orderId, headers)).status;

  async function openPage(redirectUrl: string) {
    const response = await testApp.app.inject({ method: 'GET', url: redirectUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // A local http site must be able to post the page's forms: nothing is upgraded to https.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    return response.body;
  }

  async function paymentMails(email: string) {
    return (await readOutbox(testApp.outbox.mail)).filter(
      (mail) => mail.to === email && mail.subject?.startsWith('Payment received'),
    );
  }

  it('takes the buyer to the sandbox page, and Pay sends them back to the status page with the order paid', async () => {
    const { order, headers, email } = await placeOrder();
    const started = await startPayment(order.id, headers);

    expect(started.status).toBe(201);
    const payment = expectShape(started.body, StartPaymentAnswer);
    expect(payment).toMatchObject({ provider: 'sandbox', redirectUrl: `/api/payments/sandbox/${payment.paymentId}` });
    const page = await openPage(payment.redirectUrl);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(order.number);
    for (const label of ['Pay', 'Fail', 'Leave pending'])
      expect(page).toContain(`<button type="submit">${label}</button>`);

    const paid = await choose(formOf(page, 'Pay'));

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/status/${order.id}`);
    expect(await status(order.id, headers)).toBe('paid');
    expect(await paymentMails(email)).toHaveLength(1);
    expect(await openPage(payment.redirectUrl)).toContain('This payment is already settled.');
  });

  it('pays once and mails once when the same callback arrives 5 times, even at the same moment', async () => {
    const { order, headers, email } = await placeOrder();
    const payment = expectShape((await startPayment(order.id, headers)).body, StartPaymentAnswer);
    const pay = formOf(await openPage(payment.redirectUrl), 'Pay');

    const deliveries = await Promise.all(Array.from({ length: 5 }, () => choose(pay)));

    expect(deliveries.map((response) => response.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(await status(order.id, headers)).toBe('paid');
    expect(await paymentMails(email)).toHaveLength(1);
  });

  it('keeps a paid order paid when a failure arrives after it (out of order)', async () => {
    const { order, headers } = await placeOrder();
    const payment = expectShape((await startPayment(order.id, headers)).body, StartPaymentAnswer);
    const page = await openPage(payment.redirectUrl);
    const fail = formOf(page, 'Fail');
    const pending = formOf(page, 'Leave pending');

    await choose(formOf(page, 'Pay'));
    await choose(fail);
    await choose(pending);

    expect(await status(order.id, headers)).toBe('paid');
  });

  it('leaves a payment pending, and paying later shows the order paid', async () => {
    const { order, headers } = await placeOrder();
    const payment = expectShape((await startPayment(order.id, headers)).body, StartPaymentAnswer);

    const left = await choose(formOf(await openPage(payment.redirectUrl), 'Leave pending'));
    expect(left.headers.location).toBe(`/payment/status/${order.id}`);
    expect(await status(order.id, headers)).toBe('pending_payment');

    await choose(formOf(await openPage(payment.redirectUrl), 'Pay'));
    expect(await status(order.id, headers)).toBe('paid');
  });

  it('marks a failed payment, lets the buyer retry, and refuses to start a payment for a paid order', async () => {
    const { order, headers } = await placeOrder();
    const first = expectShape((await startPayment(order.id, headers)).body, StartPaymentAnswer);
    await choose(formOf(await openPage(first.redirectUrl), 'Fail'));
    const failed = expectShape(
      (await testApp.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers })).json(),
      OrderDetails,
    );
    expect(failed).toMatchObject({ status: 'failed', canPay: true });

    const retry = await startPayment(order.id, headers);
    expect(retry.status).toBe(201);
    const second = expectShape(retry.body, StartPaymentAnswer);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await status(order.id, headers)).toBe('pending_payment');
    await choose(formOf(await openPage(second.redirectUrl), 'Pay'));
    expect(await status(order.id, headers)).toBe('paid');

    expect(await startPayment(order.id, headers)).toEqual({
      status: 409,
      body: { message: ORDER_NOT_PAYABLE_MESSAGE },
    });
  });

  it('refuses a callback whose signature does not match, and changes nothing', async () => {
    const { order, headers } = await placeOrder();
    const payment = expectShape((await startPayment(order.id, headers)).body, StartPaymentAnswer);
    const pay = formOf(await openPage(payment.redirectUrl), 'Pay');

    const forged = await choose({ ...pay, signature: '0'.repeat(64) });
    const swapped = await choose({ ...formOf(await openPage(payment.redirectUrl), 'Fail'), outcome: 'paid' });

    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid signature.' });
    expect(swapped.statusCode).toBe(400);
    expect(await status(order.id, headers)).toBe('pending_payment');
  });

  it('lets only the order holder start a payment, and not for an order paid at the centre', async () => {
    const { order } = await placeOrder();
    expect((await startPayment(order.id, {})).status).toBe(404);

    const atCentre = expectShape(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: await confirmedByTheCart(testApp.app, checkoutRequest({ paymentMethod: 'at_centre' })),
        })
      ).json(),
      PlaceOrderAnswer,
    );
    expect(await startPayment(atCentre.order.id, { [ORDER_TOKEN_HEADER]: atCentre.accessToken })).toEqual({
      status: 409,
      body: { message: ORDER_NOT_PAYABLE_MESSAGE },
    });
  });
});
