import type { OrderStatus } from '@labshop/shared-contracts/api/orders';

/**
 * An order neither paid nor ended: it holds what it was placed with that only one order may have (a single-use
 * discount code, a referral's doctor discount) until it is paid, cancelled or expires. Orders, discount codes and
 * referrals all rest on this one rule, so it lives apart from each of them.
 */
export const OPEN_ORDER_STATUSES = [
  'pending_payment',
  'failed',
  'awaiting_payment_at_visit',
] as const satisfies readonly OrderStatus[];
