import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  ORDER_NOT_PAYABLE_MESSAGE,
  PAYMENT_BEING_STARTED_MESSAGE,
  paymentStatusPath,
  type StartPaymentAnswer,
} from '@labshop/shared-contracts/core/api/payments';
import type { Database, DatabaseExecutor } from '../../db/client';
import { orders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { paymentReceivedMail } from '../orders/order-mail';
import { canStartPayment, orderNumber, type StoredOrder } from '../orders/order-queries';
import type { NotificationRequest, PaymentProvider } from './payment-provider';
import {
  closeFailedAttempt,
  findOpenAttempt,
  openAttempt,
  recordRefund,
  recordStartedAttempt,
  refundsDue,
} from './payment-attempts';
import { applyNotification, findPayment, settlePaidOrder } from './payment-store';
import { paymentBreakdown } from './payment-breakdown';
import { renderSandboxPage } from './sandbox-page';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider could not start a payment; the route answers the product's message for it. */
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

  /** The attempt another request opened: its page, or a moment's wait while the provider is still opening it. */
  async function continueOpenAttempt(orderId: string): Promise<StartPaymentAnswer> {
    const open = await findOpenAttempt(db, orderId);
    if (!open?.redirectUrl) throw new HttpError(409, PAYMENT_BEING_STARTED_MESSAGE);
    return { paymentId: open.id, provider: provider.name, redirectUrl: open.redirectUrl };
  }

  return {
    provider,

    /**
     * Starts the online payment of an order still unpaid or whose payment failed (the retry), or answers the attempt
     * already open for it (`created: false`), so an order never has two attempts that could both be paid. A free
     * order (a discount covering everything) is paid at once, without the provider.
     */
    async start(order: StoredOrder): Promise<{ created: boolean; payment: StartPaymentAnswer }> {
      if (!canStartPayment(order)) throw new HttpError(409, ORDER_NOT_PAYABLE_MESSAGE);
      const now = clock();
      const free = order.totalMinor === 0;
      const paymentId = await openAttempt(db, {
        orderId: order.id,
        provider: provider.name,
        amountMinor: order.totalMinor,
        currency: order.currency,
        status: free ? 'paid' : 'started',
        now,
      });
      if (paymentId === null) return { created: false, payment: await continueOpenAttempt(order.id) };
      if (free) {
        await setOrderStatus(db, order.id, 'paid', now);
        return {
          created: true,
          payment: { paymentId, provider: provider.name, redirectUrl: paymentStatusPath(order.id) },
        };
      }

      let started;
      try {
        started = await provider.start({
          paymentId,
          orderId: order.id,
          orderNumber: orderNumber(order.number),
          amountMinor: order.totalMinor,
          currency: order.currency,
          email: order.email,
          lines: await paymentBreakdown(db, order.id),
        });
      } catch (error) {
        await closeFailedAttempt(db, paymentId, clock());
        throw new PaymentStartError(error);
      }
      await recordStartedAttempt(db, paymentId, started, clock());
      // A retry of a failed payment waits for its outcome again.
      await setOrderStatus(db, order.id, 'pending_payment', clock(), ['failed']);
      return { created: true, payment: { paymentId, provider: provider.name, redirectUrl: started.redirectUrl } };
    },

    /**
     * Gives back the money of every payment that arrived for an order that no longer takes it. Each refund is asked
     * of the provider with the payment's id as its key, so a run repeated after a crash never refunds twice; a
     * refund the provider cannot take now stays due for the next run.
     */
    async settleRefunds(): Promise<number> {
      let refunded = 0;
      for (const due of await refundsDue(db, provider.name)) {
        try {
          await provider.refund(due);
          if (await recordRefund(db, due.paymentId, clock())) refunded += 1;
        } catch (error) {
          deps.log.error({ err: error, paymentId: due.paymentId }, 'A refund could not be made; it stays due');
        }
      }
      return refunded;
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
      if (applied.refundDue) await this.settleRefunds();
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
    // A free order is paid here rather than by a provider's event: what paying settles is settled with it.
    if (status === 'paid' && changed.length > 0) await settlePaidOrder(tx, orderId, now);
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

/** How often refunds the provider could not take at once are asked for again. */
export const SETTLE_REFUNDS_CRON = '*/10 * * * *';

export default fp(
  async function paymentsService(fastify) {
    const service = createPaymentsService({
      db: fastify.db,
      clock: fastify.clock,
      config: fastify.config,
      provider: providerFromConfig(fastify.config),
      outbox: fastify.outbox,
      log: fastify.log,
    });
    fastify.decorate('payments', service);
    fastify.jobs.define<Record<string, never>>({
      name: 'settle-refunds',
      handle: async () => {
        await service.settleRefunds();
      },
      schedule: { cron: SETTLE_REFUNDS_CRON, data: {} },
    });
  },
  { name: 'payments-service', dependencies: ['database', 'clock', 'config', 'jobs', 'messaging'] },
);
