import { and, asc, eq, sql } from 'drizzle-orm';
import type { PaymentAttempt } from '@labshop/shared-contracts/core/api/payments';
import type { DatabaseExecutor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentProvider, RefundRequest } from '../payment-provider';

/** An order's attempt still open at the provider: the buyer continues it rather than starting another. */
export interface OpenAttempt {
  id: string;
  redirectUrl: string | null;
}

export async function findOpenAttempt(db: DatabaseExecutor, orderId: string): Promise<OpenAttempt | null> {
  const [open] = await db
    .select({ id: payments.id, redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'started')));
  return open ?? null;
}

/**
 * Opens an attempt for the order, unless one is open already: the unique index on an order's open attempt makes
 * two requests at once open one between them; the other gets null and continues that one.
 */
export async function openAttempt(
  db: DatabaseExecutor,
  values: {
    orderId: string;
    provider: PaymentProvider['name'];
    amountMinor: number;
    currency: string;
    status: 'started' | 'paid';
    now: Date;
  },
): Promise<string | null> {
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: values.orderId,
      provider: values.provider,
      amountMinor: values.amountMinor,
      currency: values.currency,
      status: values.status,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return payment?.id ?? null;
}

/** Where the buyer pays the attempt, once the provider opened it. */
export async function recordStartedAttempt(
  db: DatabaseExecutor,
  paymentId: string,
  started: { redirectUrl: string; providerReference: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ redirectUrl: started.redirectUrl, providerReference: started.providerReference, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/** The provider could not open the attempt: it is closed, so the buyer may start another. */
export async function closeFailedAttempt(db: DatabaseExecutor, paymentId: string, now: Date): Promise<void> {
  await db.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Payments whose money is to go back, oldest first. */
export async function refundsDue(db: DatabaseExecutor, provider: PaymentProvider['name']): Promise<RefundRequest[]> {
  return db
    .select({
      paymentId: payments.id,
      providerReference: payments.providerReference,
      providerPaymentReference: payments.providerPaymentReference,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.status, 'refund_pending')))
    .orderBy(payments.createdAt);
}

/** Records that the provider took the refund; false when another run recorded it first. */
export async function recordRefund(db: DatabaseExecutor, paymentId: string, now: Date): Promise<boolean> {
  const refunded = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), sql`${payments.status} = 'refund_pending'`))
    .returning({ id: payments.id });
  return refunded.length === 1;
}

/**
 * Every attempt to pay the order, oldest first. The caller has read the order as the principal asking (the orders
 * service's access rule), so only an order they may see is named here.
 */
export async function listAttempts(db: DatabaseExecutor, orderId: string): Promise<PaymentAttempt[]> {
  const rows = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      startedAt: payments.createdAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The order's paid attempts are to be given back (the order is refunded), in its transaction `tx`. */
export async function markPaidForRefund(db: DatabaseExecutor, orderId: string, now: Date): Promise<number> {
  const marked = await db
    .update(payments)
    .set({ status: 'refund_pending', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .returning({ id: payments.id });
  return marked.length;
}
