import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  ORDER_NOT_PAYABLE_MESSAGE,
  paymentStatusPath,
  type StartPaymentAnswer,
} from '@labshop/shared-contracts/api/payments';
import type { Database, DatabaseExecutor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { paymentReceivedMail } from '../orders/order-mail';
import { canStartPayment, orderNumber, type StoredOrder } from '../orders/order-queries';
import type { NotificationRequest, PaymentProvider } from './payment-provider';
import { moveReferralsOfPaidOrder } from '../referrals/order-referrals';
import { applyNotification, findPayment } from './payment-store';
import { paymentBreakdown } from './payment-breakdown';
import { renderSandboxPage } from './sandbox-page';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider could not start a payment; the route answers spec §8's message. */
export class PaymentStartError extends Error {
  constructor(cause: unknown) {
    super('The payment provider could not start a payment', { cause });
    this.name = 'PaymentStartError';
  }
}

export interface PaymentsDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'paymentSecret' | 'currency'>;
  provider: PaymentProvider;
  outbox: MessageOutbox;
  log: FastifyBaseLogger;
}

export function createPaymentsService(deps: PaymentsDependencies) {
  const { db, clock, provider } = deps;

  return {
    provider,

    /**
     * Starts a new online payment for an order still unpaid or whose payment failed (the retry). A free order
     * (a discount covering everything) is paid at once, without the provider.
     */
    async start(order: StoredOrder): Promise<StartPaymentAnswer> {
      if (!canStartPayment(order)) throw new HttpError(409, ORDER_NOT_PAYABLE_MESSAGE);
      const now = clock();
      const [payment] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          provider: provider.name,
          amountMinor: order.totalMinor,
          currency: order.currency,
          status: order.totalMinor === 0 ? 'paid' : 'started',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('The payment was not recorded');
      if (order.totalMinor === 0) {
        await setOrderStatus(db, order.id, 'paid', now);
        return { paymentId: payment.id, provider: provider.name, redirectUrl: paymentStatusPath(order.id) };
      }

      let started;
      try {
        started = await provider.start({
          paymentId: payment.id,
          orderId: order.id,
          orderNumber: orderNumber(order.number),
          amountMinor: order.totalMinor,
          currency: order.currency,
          email: order.email,
          lines: await paymentBreakdown(db, order.id),
        });
      } catch (error) {
        await db.update(payments).set({ status: 'failed', updatedAt: clock() }).where(eq(payments.id, payment.id));
        throw new PaymentStartError(error);
      }
      await db
        .update(payments)
        .set({ providerReference: started.providerReference, updatedAt: clock() })
        .where(eq(payments.id, payment.id));
      // A retry of a failed payment waits for its outcome again.
      await setOrderStatus(db, order.id, 'pending_payment', clock(), ['failed']);
      return { paymentId: payment.id, provider: provider.name, redirectUrl: started.redirectUrl };
    },

    /**
     * A provider's callback or webhook: verified (InvalidSignatureError otherwise), then applied exactly once.
     * The buyer is told by e-mail once: the one delivery that makes the order paid queues it in its transaction.
     */
    async notify(request: NotificationRequest): Promise<{ orderId: string | null }> {
      const notification = provider.verifyNotification(request);
      if (notification === null) return { orderId: null };
      const applied = await applyNotification(db, provider.name, notification, clock(), (tx, orderId) =>
        queuePaymentReceivedMail(tx, deps.outbox, orderId),
      );
      if (!applied.recorded) {
        deps.log.info(
          { eventId: notification.eventId, kind: notification.kind },
          'Payment event already handled or unknown',
        );
      }
      return { orderId: applied.orderId };
    },

    /** The sandbox page for a payment; 404 for a payment that is not a sandbox one. */
    async sandboxPage(paymentId: string): Promise<string> {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.provider !== 'sandbox') throw notFound();
      return renderSandboxPage(
        {
          paymentId: payment.id,
          orderId: payment.orderId,
          orderNumber: orderNumber(payment.orderNumber),
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          lines: await paymentBreakdown(db, payment.orderId),
          open: payment.status === 'started',
        },
        deps.config.paymentSecret,
      );
    },
  };
}

async function setOrderStatus(
  db: Database,
  orderId: string,
  status: 'paid' | 'pending_payment',
  now: Date,
  from: ('pending_payment' | 'failed')[] = ['pending_payment', 'failed'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ status, updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning({ id: orders.id });
    // A free order is paid here rather than by a provider's event: its referrals move on with it.
    if (status === 'paid' && changed.length > 0) await moveReferralsOfPaidOrder(tx, orderId, now);
  });
}

async function queuePaymentReceivedMail(tx: DatabaseExecutor, outbox: MessageOutbox, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ email: orders.email, number: orders.number, totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`The paid order ${orderId} could not be read`);
  await outbox.queueMail(tx, paymentReceivedMail({ ...order, number: orderNumber(order.number) }), {
    kind: 'payment-received',
    key: `payment-received:${orderId}`,
  });
}

/** The provider the configuration names: the sandbox unless Stripe is set up. */
export function providerFromConfig(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'stripe' && config.stripeSecretKey && config.stripeWebhookSecret) {
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      siteUrl: config.siteUrl,
    });
  }
  return createSandboxProvider(config.paymentSecret);
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export default fp(
  async function paymentsService(fastify) {
    fastify.decorate(
      'payments',
      createPaymentsService({
        db: fastify.db,
        clock: fastify.clock,
        config: fastify.config,
        provider: providerFromConfig(fastify.config),
        outbox: fastify.outbox,
        log: fastify.log,
      }),
    );
  },
  { name: 'payments-service', dependencies: ['database', 'clock', 'config', 'messaging'] },
);
