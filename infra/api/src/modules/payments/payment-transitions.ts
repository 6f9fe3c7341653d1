import type { OrderStatus } from '@labshop/shared-contracts/api/orders';

export type PaymentStatus = 'started' | 'paid' | 'failed';

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

/**
 * What one provider event changes, whatever order events arrive in. Paid is final: a failure or a pending notice
 * arriving after it changes nothing. A late success after a failure still pays (the money was taken). A cancelled
 * order stays cancelled; its payment is recorded for a refund.
 */
export function nextStatuses({ outcome, payment, order, latestAttempt }: TransitionInput): Transition {
  if (outcome === 'paid') {
    const payable = order === 'pending_payment' || order === 'failed';
    return { payment: 'paid', order: payable ? 'paid' : order };
  }
  if (outcome === 'failed' && payment === 'started') {
    return { payment: 'failed', order: order === 'pending_payment' && latestAttempt ? 'failed' : order };
  }
  return { payment, order };
}
