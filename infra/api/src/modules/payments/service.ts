import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  ORDER_NOT_PAYABLE_MESSAGE,
  PAYMENT_BEING_STARTED_MESSAGE,
  paymentStatusPath,
  type PaymentAttempt,
  type StartPaymentAnswer,
} from '@labshop/shared-contracts/core/api/payments';
import { ORDER_NOT_REFUNDABLE_MESSAGE } from '@labshop/shared-contracts/core/api/order-refunds';
import { recordAudit } from '../../db/audit-log';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { systemPrincipal, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { paymentReceivedMail } from '../orders/order-mail';
import { orderNumber } from '../orders/order-number';
import { AWAITING_ONLINE_PAYMENT, canStartPayment } from '../orders/order-status-rules';
import type { OrdersService } from '../orders/service';
import type { NotificationRequest, PaymentProvider } from './payment-provider';
import {
  closeFailedAttempt,
  findOpenAttempt,
  listAttempts,
  markPaidForRefund,
  openAttempt,
  recordRefund,
  recordStartedAttempt,
  refundsDue,
} from './store/payment-attempts';
import { applyNotification, findPayment, type OrderStatusDoor } from './store/payment-events';
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
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The orders being paid: read and moved only through their own service. */
  orders: Pick<OrdersService, 'find' | 'details' | 'lockStatus' | 'moveStatus' | 'findIn' | 'reopenForLatePayment'>;
}

/** A provider's notification is verified by its signature, so the shop applies it to whichever order it names. */
const PROVIDER = systemPrincipal('apply a payment provider notification');
/** The payment page is opened with the payment's id, the buyer's key to it, as a provider's own page would be. */
const PAYMENT_PAGE = systemPrincipal('show a payment page');
/** An administrator refunds a paid order whoever bought it; the route has checked the admin role. */
const REFUNDING = systemPrincipal('refund a paid order on an administrator’s word');

export function createPaymentsService(deps: PaymentsDependencies) {
  const { db, clock, provider, orders } = deps;

  const orderStatusDoor: OrderStatusDoor = {
    lock: (tx, orderId) => orders.lockStatus(tx, PROVIDER, orderId),
    move: async (tx, orderId, status, now) => {
      await orders.moveStatus(tx, PROVIDER, { orderId, status, now });
    },
    reopenForLatePayment: (tx, orderId, now) => orders.reopenForLatePayment(tx, PROVIDER, { orderId, now }),
  };

  /** The lines of the order, worded as the cart words them, read as `principal`. */
  const linesOf = async (principal: Principal, orderId: string) =>
    paymentBreakdown(await orders.details(principal, orderId));

  /** The attempt another request opened: its page, or a moment's wait while the provider is still opening it. */
  async function continueOpenAttempt(orderId: string): Promise<StartPaymentAnswer> {
    const open = await findOpenAttempt(db, orderId);
    if (!open?.redirectUrl) throw new HttpError(409, PAYMENT_BEING_STARTED_MESSAGE);
    return { paymentId: open.id, provider: provider.name, redirectUrl: open.redirectUrl };
  }

  return {
    provider,

    /** Every attempt to pay an order the principal may see, oldest first; 404 for anyone else. */
    async history(principal: Principal, orderId: string): Promise<PaymentAttempt[]> {
      const order = await orders.find(principal, orderId);
      return listAttempts(db, order.id);
    },

    /** When the order's payment arrived (its paid attempt), for a paid order the principal may see; null otherwise. */
    async paidAt(principal: Principal, orderId: string): Promise<Date | null> {
      const order = await orders.find(principal, orderId);
      const paid = (await listAttempts(db, order.id)).filter((attempt) => attempt.status === 'paid').at(-1);
      return paid ? new Date(paid.updatedAt) : null;
    },

    /**
     * Starts the online payment of an order still unpaid or whose payment failed (the retry), or answers the attempt
     * already open for it (`created: false`), so an order never has two attempts that could both be paid. A free
     * order (a discount covering everything) is paid at once, without the provider.
     */
    async start(principal: Principal, orderId: string): Promise<{ created: boolean; payment: StartPaymentAnswer }> {
      const order = await orders.find(principal, orderId);
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
        // A free order is paid here rather than by a provider's event: what paying settles is settled with it.
        await db.transaction((tx) =>
          orders.moveStatus(tx, principal, { orderId: order.id, status: 'paid', from: AWAITING_ONLINE_PAYMENT, now }),
        );
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
          lines: await linesOf(principal, order.id),
        });
      } catch (error) {
        await closeFailedAttempt(db, paymentId, clock());
        throw new PaymentStartError(error);
      }
      await recordStartedAttempt(db, paymentId, started, clock());
      // A retry of a failed payment waits for its outcome again.
      await orders.moveStatus(db, principal, {
        orderId: order.id,
        status: 'pending_payment',
        from: ['failed'],
        now: clock(),
      });
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
     * Refunds a paid order (an administrator's action): in one transaction the order is cancelled (taking back what
     * its payment settled: the referrals and the doctor's commission) and its payment is marked to go back; the refund
     * is then asked of the provider, and retried by the schedule if it cannot be made now. 404 for no such order, 409
     * for one that is not paid (a second refund of the same order is one of these). An administrator's refund is
     * written to the audit log in that transaction; a refund the shop makes itself (a cancelled visit) names none.
     */
    async refundPaidOrder(
      orderId: string,
      administratorId: string | null,
    ): Promise<{ orderId: string; status: 'cancelled' }> {
      if (!isRecordId(orderId)) throw notFound();
      const now = clock();
      await db.transaction(async (tx) => {
        const status = await orders.lockStatus(tx, REFUNDING, orderId);
        if (status === null) throw notFound();
        if (status !== 'paid') throw new HttpError(409, ORDER_NOT_REFUNDABLE_MESSAGE);
        await orders.moveStatus(tx, REFUNDING, { orderId, status: 'cancelled', from: ['paid'], now });
        await markPaidForRefund(tx, orderId, now);
        if (administratorId === null) return;
        await recordAudit(tx, {
          event: 'order_refunded',
          actorId: administratorId,
          record: { type: 'order', id: orderId },
          before: { status: 'paid' },
          after: { status: 'cancelled' },
        });
      });
      await this.settleRefunds();
      return { orderId, status: 'cancelled' };
    },

    /**
     * A provider's callback or webhook: verified (InvalidSignatureError otherwise), then applied exactly once.
     * The buyer is told by e-mail once: the one delivery that makes the order paid queues it in its transaction.
     */
    async notify(request: NotificationRequest): Promise<{ orderId: string | null }> {
      const notification = provider.verifyNotification(request);
      if (notification === null) return { orderId: null };
      const applied = await applyNotification(
        db,
        provider.name,
        notification,
        clock(),
        orderStatusDoor,
        (tx, orderId) => queuePaymentReceivedMail(tx, orderId),
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
      const details = await orders.details(PAYMENT_PAGE, payment.orderId);
      return renderSandboxPage(
        {
          paymentId: payment.id,
          orderId: payment.orderId,
          orderNumber: details.number,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          lines: paymentBreakdown(details),
          open: payment.status === 'started',
        },
        deps.config.paymentSecret,
      );
    },
  };

  async function queuePaymentReceivedMail(tx: DatabaseExecutor, orderId: string): Promise<void> {
    const order = await orders.findIn(tx, PROVIDER, orderId);
    if (!order) throw new Error(`The paid order ${orderId} could not be read`);
    await deps.outbox.queueMail(tx, paymentReceivedMail({ ...order, number: orderNumber(order.number) }), {
      kind: 'payment-received',
      key: `payment-received:${orderId}`,
    });
  }
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
      orders: fastify.orders,
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
  { name: 'payments-service', dependencies: ['database', 'clock', 'config', 'jobs', 'messaging', 'orders-service'] },
);
