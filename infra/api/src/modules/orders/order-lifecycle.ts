import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * An order neither paid nor ended: it holds what it was placed with that only one order may have (a single-use
 * discount code, a referral's doctor discount) until it is paid, cancelled or expires.
 */
export const OPEN_ORDER_STATUSES = [
  'pending_payment',
  'failed',
  'awaiting_payment_at_visit',
] as const satisfies readonly OrderStatus[];

/** The statuses an online order is still waiting for its payment in, and may expire from. */
const AWAITING_ONLINE_PAYMENT = ['pending_payment', 'failed'] as const satisfies readonly OrderStatus[];

/**
 * Expires the orders paid online that have waited longer than `ttlMinutes` for their payment (one order, or all):
 * their code and referrals are free again, since only open orders hold them, and a payment arriving for them later
 * is refunded. Paying at the centre does not expire: the visit may be days away. Answers the expired orders' ids.
 */
export async function expireUnpaidOrders(
  db: DatabaseExecutor,
  now: Date,
  ttlMinutes: number,
  onlyOrderId?: string,
): Promise<string[]> {
  const deadline = new Date(now.getTime() - ttlMinutes * 60_000);
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        inArray(orders.status, [...AWAITING_ONLINE_PAYMENT]),
        lt(orders.createdAt, deadline),
        onlyOrderId === undefined ? sql`true` : eq(orders.id, onlyOrderId),
      ),
    )
    .returning({ id: orders.id });
  return expired.map((order) => order.id);
}
