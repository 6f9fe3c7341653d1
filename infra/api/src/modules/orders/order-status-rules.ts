import type { OrderStatus, PaymentMethod } from '@labshop/shared-contracts/core/api/orders';

/** What a newly placed order waits for: payment online, or payment at the visit. */
export function initialStatus(method: PaymentMethod): OrderStatus {
  return method === 'online' ? 'pending_payment' : 'awaiting_payment_at_visit';
}

/** Whether a new online payment may start: an online order still unpaid, or one whose payment failed. */
export function canStartPayment(order: { paymentMethod: PaymentMethod; status: OrderStatus }): boolean {
  return order.paymentMethod === 'online' && (order.status === 'pending_payment' || order.status === 'failed');
}

/** Statuses an order may be cancelled from: nothing has been paid yet. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending_payment', 'failed', 'awaiting_payment_at_visit'];

/** Whether the buyer may still cancel the order: nothing has been paid for it. */
export function canCancel(order: { status: OrderStatus }): boolean {
  return CANCELLABLE_STATUSES.includes(order.status);
}

/** The statuses an online order is still waiting for its payment in, and may expire from. */
export const AWAITING_ONLINE_PAYMENT = ['pending_payment', 'failed'] as const satisfies readonly OrderStatus[];

/**
 * An order neither paid nor ended: it holds what it was placed with that only one order may have (a single-use
 * discount code, a referral's doctor discount) until it is paid, cancelled or expires. The discount codes and
 * referrals services ask the orders service whether an open order holds one.
 */
export const OPEN_ORDER_STATUSES = [
  'pending_payment',
  'failed',
  'awaiting_payment_at_visit',
] as const satisfies readonly OrderStatus[];

/**
 * The statuses in which a home-visit order holds its day and window (one of the nurses' places in it): open or paid.
 * An online order past its time to be paid holds none, even before the schedule marks it expired.
 */
export const VISIT_HOLDING_STATUSES = [...OPEN_ORDER_STATUSES, 'paid'] as const satisfies readonly OrderStatus[];
