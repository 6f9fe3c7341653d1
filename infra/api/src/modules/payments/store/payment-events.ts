import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@labshop/shared-contracts/core/api/orders';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { paymentEvents, payments } from '../../../db/schema';
import type { PaymentNotification, PaymentProvider } from '../payment-provider';
import { nextStatuses, SETTLED, type PaymentStatus } from '../payment-transitions';

/**
 * The order's side of a payment event, in the event's transaction: its status locked until the transaction ends, and
 * its move to a new one (paying it settles what paying settles). Given by the orders service, which owns orders.
 */
export interface OrderStatusDoor {
  lock(tx: DatabaseExecutor, orderId: string): Promise<OrderStatus | null>;
  move(tx: DatabaseExecutor, orderId: string, status: OrderStatus, now: Date): Promise<void>;
  /** Money arrived for an expired order: whether it takes it after all (then waiting for its payment again). */
  reopenForLatePayment(tx: DatabaseExecutor, orderId: string, now: Date): Promise<boolean>;
}

export interface AppliedNotification {
  /** False for a duplicate or replayed event, or one about a payment we do not know. */
  recorded: boolean;
  orderId: string | null;
  /** True only for the one delivery that moved the order to paid. */
  orderNowPaid: boolean;
  /** The payment's money arrived for an order that no longer takes it, and is to go back. */
  refundDue: boolean;
}

/**
 * Applies a provider's event exactly once. In one transaction: the payment row is locked, the event id is
 * recorded (a duplicate finds it taken and stops there), then the statuses move as nextStatuses says. Concurrent
 * deliveries of the same event queue on the lock, and only the first records it. `whenPaid` runs in that same
 * transaction, once, for the delivery that makes the order paid (what it writes stands or falls with it).
 */
export async function applyNotification(
  db: Database,
  provider: PaymentProvider['name'],
  notification: PaymentNotification,
  now: Date,
  order: OrderStatusDoor,
  whenPaid: (tx: DatabaseExecutor, orderId: string) => Promise<void> = async () => undefined,
): Promise<AppliedNotification> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, provider, notification);
    if (!payment) return { recorded: false, orderId: null, orderNowPaid: false, refundDue: false };
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: notification.eventId,
        paymentId: payment.id,
        kind: notification.kind,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return { recorded: false, orderId: payment.orderId, orderNowPaid: false, refundDue: false };

    let orderStatus = await order.lock(tx, payment.orderId);
    // Money for an order that expired meanwhile pays it still when what it was for can be had again.
    const lateMoney = notification.outcome === 'paid' && !SETTLED.includes(payment.status) && orderStatus === 'expired';
    if (lateMoney && (await order.reopenForLatePayment(tx, payment.orderId, now))) orderStatus = 'pending_payment';
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, payment.orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    if (orderStatus === null) throw new Error(`Payment ${payment.id} has no order`);
    const next = nextStatuses({
      outcome: notification.outcome,
      payment: payment.status,
      order: orderStatus,
      latestAttempt: latest?.id === payment.id,
    });
    if (next.payment !== payment.status || notification.providerPaymentReference) {
      await tx
        .update(payments)
        .set({
          status: next.payment,
          updatedAt: now,
          ...(notification.providerPaymentReference
            ? { providerPaymentReference: notification.providerPaymentReference }
            : {}),
        })
        .where(eq(payments.id, payment.id));
    }
    if (next.order !== orderStatus) await order.move(tx, payment.orderId, next.order, now);
    const orderNowPaid = next.order === 'paid' && orderStatus !== 'paid';
    if (orderNowPaid) await whenPaid(tx, payment.orderId);
    const refundDue = next.payment === 'refund_pending' && payment.status !== 'refund_pending';
    return { recorded: true, orderId: payment.orderId, orderNowPaid, refundDue };
  });
}

async function lockPayment(
  tx: DatabaseExecutor,
  provider: PaymentProvider['name'],
  notification: PaymentNotification,
): Promise<{ id: string; orderId: string; status: PaymentStatus } | null> {
  const byId = notification.paymentId !== null ? eq(payments.id, notification.paymentId) : sql`false`;
  const byReference =
    notification.providerReference !== null
      ? eq(payments.providerReference, notification.providerReference)
      : sql`false`;
  const [payment] = await tx
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, provider), sql`(${byId} or ${byReference})`))
    .limit(1)
    .for('update');
  return payment ?? null;
}

/**
 * A payment by its id. The id is the buyer's key to the provider's page, as the provider's own page address is:
 * whoever was sent to the page may open it.
 */
export async function findPayment(db: DatabaseExecutor, paymentId: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      provider: payments.provider,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment ?? null;
}
