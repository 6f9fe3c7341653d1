import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { orders, paymentEvents, payments } from '../../db/schema';
import type { PaymentNotification, PaymentProvider } from './payment-provider';
import { nextStatuses, type PaymentStatus } from './payment-transitions';
import { spendCodeOfPaidOrder } from '../discount-codes/discount-code-store';
import { moveReferralsOfPaidOrder } from '../referrals/order-referrals';

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

    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, payment.orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    if (!order) throw new Error(`Payment ${payment.id} has no order`);
    const next = nextStatuses({
      outcome: notification.outcome,
      payment: payment.status,
      order: order.status,
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
    if (next.order !== order.status) {
      await tx.update(orders).set({ status: next.order, updatedAt: now }).where(eq(orders.id, payment.orderId));
    }
    const orderNowPaid = next.order === 'paid' && order.status !== 'paid';
    if (orderNowPaid) {
      await settlePaidOrder(tx, payment.orderId, now);
      await whenPaid(tx, payment.orderId);
    }
    const refundDue = next.payment === 'refund_pending' && payment.status !== 'refund_pending';
    return { recorded: true, orderId: payment.orderId, orderNowPaid, refundDue };
  });
}

/**
 * What paying an order settles, in the transaction that marks it paid (once per order): its referrals move on to
 * the doctor's commission, and its single-use code is spent.
 */
export async function settlePaidOrder(tx: DatabaseExecutor, orderId: string, now: Date): Promise<void> {
  await moveReferralsOfPaidOrder(tx, orderId, now);
  await spendCodeOfPaidOrder(tx, orderId, now);
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

export async function findPayment(db: DatabaseExecutor, paymentId: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      provider: payments.provider,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      orderNumber: orders.number,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return payment ?? null;
}
