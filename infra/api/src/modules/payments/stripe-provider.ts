import Stripe from 'stripe';
import { formatMoney } from '@labshop/shared-contracts/core';
import { paymentStatusPath } from '@labshop/shared-contracts/core/api/payments';
import type { PaymentLine } from './payment-breakdown';
import {
  InvalidSignatureError,
  type NotificationRequest,
  type PaymentNotification,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The public site the buyer returns to. */
  siteUrl: string;
  /** Replaces Stripe's HTTP client (tests answer session creation without the network). */
  httpClient?: Stripe.HttpClient;
}

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Stripe Checkout: a Checkout Session per attempt, paid on Stripe's page; the outcome arrives as a signed webhook.
 * The session carries our payment id in its metadata, and our payment id is Stripe's idempotency key, so a
 * retried start never opens two sessions for one attempt.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  return {
    name: 'stripe',
    async start(payment) {
      const returnUrl = new URL(paymentStatusPath(payment.orderId), options.siteUrl).toString();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amountMinor,
                product_data: {
                  name: `Labshop order ${payment.orderNumber}`,
                  description: stripeDescription(payment.lines, payment.currency),
                },
              },
            },
          ],
          customer_email: payment.email,
          client_reference_id: payment.orderId,
          metadata: { paymentId: payment.paymentId, orderId: payment.orderId },
          success_url: returnUrl,
          cancel_url: returnUrl,
        },
        { idempotencyKey: `labshop-payment-${payment.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { redirectUrl: session.url, providerReference: session.id };
    },

    verifyNotification(request: NotificationRequest): PaymentNotification | null {
      const signature = request.headers[STRIPE_SIGNATURE_HEADER];
      if (request.rawBody === null || typeof signature !== 'string') {
        throw new InvalidSignatureError('The Stripe webhook has no body or no signature');
      }
      let event: Stripe.Event;
      try {
        // The signature covers the exact bytes Stripe sent, so the raw body is checked, never a re-serialisation.
        event = stripe.webhooks.constructEvent(request.rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : 'The Stripe signature does not match');
      }
      return notificationOf(event);
    },

    async refund(payment) {
      const paymentIntent = payment.providerPaymentReference ?? (await paymentIntentOf(stripe, payment));
      // Our payment id as the key: asked again (a retry after a crash), Stripe answers the same refund.
      await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { paymentId: payment.paymentId } },
        { idempotencyKey: `labshop-refund-${payment.paymentId}` },
      );
    },
  };
}

/** The PaymentIntent of a payment whose events did not name it, read from its Checkout Session. */
async function paymentIntentOf(stripe: Stripe, payment: RefundRequest): Promise<string> {
  if (payment.providerReference === null) throw new Error(`Payment ${payment.paymentId} has no Stripe session`);
  const session = await stripe.checkout.sessions.retrieve(payment.providerReference);
  const intent = session.payment_intent;
  const id = typeof intent === 'string' ? intent : intent?.id;
  if (!id) throw new Error(`Stripe session ${session.id} has no PaymentIntent to refund`);
  return id;
}

/** The Checkout events that decide a payment; any other event is acknowledged and ignored. */
function notificationOf(event: Stripe.Event): PaymentNotification | null {
  const outcome = outcomeOf(event);
  if (outcome === null || !isCheckoutSession(event.data.object)) return null;
  const session = event.data.object;
  return {
    eventId: event.id,
    kind: event.type,
    paymentId: session.metadata?.paymentId ?? null,
    providerReference: session.id,
    providerPaymentReference:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    outcome,
  };
}

function outcomeOf(event: Stripe.Event): PaymentNotification['outcome'] | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank transfers and the like complete the session before the money arrives.
      return event.data.object.payment_status === 'unpaid' ? 'pending' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return null;
  }
}

function isCheckoutSession(value: unknown): value is Stripe.Checkout.Session {
  return typeof value === 'object' && value !== null && 'object' in value && value.object === 'checkout.session';
}

/** Stripe shows one line for the order; its description lists what the amount is made of, as checkout showed it. */
const STRIPE_DESCRIPTION_MAX_LENGTH = 500;

function stripeDescription(lines: readonly PaymentLine[], currency: string): string {
  const text = lines.map((line) => `${line.text}: ${formatMoney(line.amountMinor, currency)}`).join('; ');
  return text.length <= STRIPE_DESCRIPTION_MAX_LENGTH ? text : `${text.slice(0, STRIPE_DESCRIPTION_MAX_LENGTH - 1)}…`;
}
