import type { OrderStatus } from '@labshop/shared-contracts/core/api/orders';

export type PaymentStatus = 'started' | 'paid' | 'failed' | 'refund_pending' | 'refunded';

export interface TransitionInput {
  outcome: 'paid' | 'failed' | 'pending';
  payment: PaymentStatus;
  order: OrderStatus;
  /** Whether this payment is the order's latest attempt (an older attempt's failure does not fail a retry). */
  latestAttempt: boolean;
}

export interface Transition {
  payment: PaymentStatus;
  order: OrderStatus;
}

/** The money of these attempts has arrived (or gone back): no event changes them again. */
export const SETTLED: readonly PaymentStatus[] = ['paid', 'refund_pending', 'refunded'];

/**
 * What one provider event changes, whatever order events arrive in. Paid is final: a failure or a pending notice
 * arriving after it changes nothing. A late success after a failure still pays, when the order still takes it. Money
 * that arrives for an order that no longer takes it (paid by another attempt, cancelled, expired, to be paid at the
 * centre) is to be refunded: an order is paid at most once.
 */
export function nextStatuses({ outcome, payment, order, latestAttempt }: TransitionInput): Transition {
  if (SETTLED.includes(payment)) return { payment, order };
  if (outcome === 'paid') {
    const payable = order === 'pending_payment' || order === 'failed';
    return payable ? { payment: 'paid', order: 'paid' } : { payment: 'refund_pending', order };
  }
  if (outcome === 'failed' && payment === 'started') {
    return { payment: 'failed', order: order === 'pending_payment' && latestAttempt ? 'failed' : order };
  }
  return { payment, order };
}
