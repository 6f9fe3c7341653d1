import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { ORDER_TOKEN_HEADER, OrderDetails, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_labshop';
const stripe = new Stripe('sk_test_labshop');

/** A Checkout event as Stripe would send it, with its signature header. */
function checkoutEvent(type: string, sessionId: string, paymentId: string, extra: object = {}) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        metadata: { paymentId },
        ...extra,
      },
    },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

describe('Stripe Checkout', () => {
  describe('webhooks', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({
        config: { paymentProvider: 'stripe', stripeSecretKey: 'sk_test_labshop', stripeWebhookSecret: WEBHOOK_SECRET },
      });
    });
    afterAll(() => testApp.close());

    /** An order with a started Stripe attempt, as `start` leaves it once Stripe answered a session. */
    async function orderWithSession(email: string) {
      const placed = expectShape(
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/api/orders',
            payload: await confirmedByTheCart(testApp.app, checkoutRequest({ email })),
          })
        ).json(),
        PlaceOrderAnswer,
      );
      const sessionId = `cs_test_${randomUUID().replace(/-/g, '')}`;
      const [payment] = await testApp.db
        .insert(payments)
        .values({
          orderId: placed.order.id,
          provider: 'stripe',
          providerReference: sessionId,
          amountMinor: placed.order.totalMinor,
          currency: placed.order.currency,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('No payment');
      return { ...placed, sessionId, paymentId: payment.id, headers: { [ORDER_TOKEN_HEADER]: placed.accessToken } };
    }

    function deliver(event: { payload: string; signature: string }) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    }

    async function statusOf(orderId: string, headers: Record<string, string>) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
      return expectShape(response.json(), OrderDetails).status;
    }

    it('pays the order once for 5 deliveries of the same event, and e-mails once', async () => {
      const email = 'stripe-buyer@example.com';
      const order = await orderWithSession(email);
      const completed = checkoutEvent('checkout.session.completed', order.sessionId, order.paymentId);

      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(completed)));

      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await statusOf(order.order.id, order.headers)).toBe('paid');
      const mails = (await readOutbox(testApp.outbox.mail)).filter(
        (mail) => mail.to === email && mail.subject?.startsWith('Payment received'),
      );
      expect(mails).toHaveLength(1);
    });

    it('keeps the PaymentIntent a completed session names, which a refund would need', async () => {
      const order = await orderWithSession('intent@example.com');

      await deliver(
        checkoutEvent('checkout.session.completed', order.sessionId, order.paymentId, {
          payment_intent: 'pi_test_kept',
        }),
      );

      const [stored] = await testApp.db
        .select({ reference: payments.providerPaymentReference })
        .from(payments)
        .where(eq(payments.id, order.paymentId));
      expect(stored?.reference).toBe('pi_test_kept');
    });

    it('keeps the order paid when an expiry or failure arrives after the payment', async () => {
      const order = await orderWithSession('late-failure@example.com');

      await deliver(checkoutEvent('checkout.session.completed', order.sessionId, order.paymentId));
      await deliver(checkoutEvent('checkout.session.expired', order.sessionId, order.paymentId));
      await deliver(checkoutEvent('checkout.session.async_payment_failed', order.sessionId, order.paymentId));

      expect(await statusOf(order.order.id, order.headers)).toBe('paid');
    });

    it('fails the order when the session expires unpaid', async () => {
      const order = await orderWithSession('expired@example.com');

      await deliver(checkoutEvent('checkout.session.expired', order.sessionId, order.paymentId));

      expect(await statusOf(order.order.id, order.headers)).toBe('failed');
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const order = await orderWithSession('forged@example.com');
      const event = checkoutEvent('checkout.session.completed', order.sessionId, order.paymentId);
      const forged = stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });

      const response = await deliver({ payload: event.payload, signature: forged });
      const unsigned = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: event.payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid signature.' });
      expect(unsigned.statusCode).toBe(400);
      expect(await statusOf(order.order.id, order.headers)).toBe('pending_payment');
    });

    it('acknowledges events that do not decide a payment', async () => {
      const payload = JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const response = await deliver({
        payload,
        signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      });
      expect(response.statusCode).toBe(200);
    });

    it('has no sandbox page while Stripe takes the payments', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${randomUUID()}` });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('starting a payment', () => {
    it('creates a Checkout Session for the order total and sends the buyer back to the status page', async () => {
      const requests: { url: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
      const fakeFetch: typeof fetch = async (input, init) => {
        const headers = new Headers(init?.headers);
        requests.push({
          url: String(input),
          body: new URLSearchParams(String(init?.body ?? '')),
          idempotencyKey: headers.get('idempotency-key'),
        });
        return new Response(
          JSON.stringify({
            id: 'cs_test_new',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_new',
          }),
          { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } },
        );
      };
      const provider = createStripeProvider({
        secretKey: 'sk_test_labshop',
        webhookSecret: WEBHOOK_SECRET,
        siteUrl: 'https://shop.example',
        httpClient: Stripe.createFetchHttpClient(fakeFetch),
      });
      const paymentId = randomUUID();
      const orderId = randomUUID();

      const started = await provider.start({
        paymentId,
        orderId,
        orderNumber: 'LS-000042',
        amountMinor: 12_345,
        currency: 'GBP',
        email: 'buyer@example.com',
        lines: [
          { text: 'Ferritin (Anna Kowalska)', amountMinor: 11_095 },
          { text: 'Nursing service', amountMinor: 1_250 },
        ],
      });

      expect(started).toEqual({
        redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_new',
        providerReference: 'cs_test_new',
      });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.url).toContain('/v1/checkout/sessions');
      expect(request?.idempotencyKey).toBe(`labshop-payment-${paymentId}`);
      expect(Object.fromEntries(request?.body ?? [])).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '12345',
        'line_items[0][price_data][currency]': 'gbp',
        // Stripe's page lists what the amount is made of, as checkout showed it.
        'line_items[0][price_data][product_data][description]':
          'Ferritin (Anna Kowalska): £110.95; Nursing service: £12.50',
        'metadata[paymentId]': paymentId,
        client_reference_id: orderId,
        success_url: `https://shop.example/payment/status/${orderId}`,
      });
    });
  });

  describe('refunding a payment', () => {
    /** A Stripe provider answered by `answer` for each request, recording what it was asked. */
    function stripeAnswering(answer: (url: string) => object) {
      const requests: { method: string; url: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
      const fakeFetch: typeof fetch = async (input, init) => {
        requests.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: new URLSearchParams(String(init?.body ?? '')),
          idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
        });
        return new Response(JSON.stringify(answer(String(input))), {
          status: 200,
          headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
        });
      };
      const provider = createStripeProvider({
        secretKey: 'sk_test_labshop',
        webhookSecret: WEBHOOK_SECRET,
        siteUrl: 'https://shop.example',
        httpClient: Stripe.createFetchHttpClient(fakeFetch),
      });
      return { provider, requests };
    }

    it('refunds the PaymentIntent the webhook named, keyed by our payment id so a retry never refunds twice', async () => {
      const { provider, requests } = stripeAnswering(() => ({ id: 're_1', object: 'refund' }));
      const paymentId = randomUUID();

      await provider.refund({
        paymentId,
        providerReference: 'cs_test_paid',
        providerPaymentReference: 'pi_test_paid',
        amountMinor: 4_900,
        currency: 'GBP',
      });

      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: 'POST', idempotencyKey: `labshop-refund-${paymentId}` });
      expect(requests[0]?.url).toContain('/v1/refunds');
      expect(Object.fromEntries(requests[0]?.body ?? [])).toMatchObject({ payment_intent: 'pi_test_paid' });
    });

    it('reads the PaymentIntent from the Checkout Session when no event named it', async () => {
      const { provider, requests } = stripeAnswering((url) =>
        url.includes('/v1/checkout/sessions/')
          ? { id: 'cs_test_paid', object: 'checkout.session', payment_intent: 'pi_from_session' }
          : { id: 're_1', object: 'refund' },
      );

      await provider.refund({
        paymentId: randomUUID(),
        providerReference: 'cs_test_paid',
        providerPaymentReference: null,
        amountMinor: 4_900,
        currency: 'GBP',
      });

      expect(requests.map((request) => request.url.replace(/^https:\/\/[^/]+/, ''))).toEqual([
        '/v1/checkout/sessions/cs_test_paid',
        '/v1/refunds',
      ]);
      expect(requests[1]?.body.get('payment_intent')).toBe('pi_from_session');
    });
  });
});
