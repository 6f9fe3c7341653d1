import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import { AWAITING_ONLINE_PAYMENT } from '../order-status-rules';

/**
 * Expires the orders paid online that have waited longer than `ttlMinutes` for their payment (one order, or all):
 * their code and referrals are free again, since only open orders hold them, and a payment arriving for them later
 * is refunded. Paying at the centre does not expire: the visit may be days away. Answers the expired orders' ids.
 */
export async function expireUnpaidOrders(
  db: DatabaseExecutor,
  principal: Principal,
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
        orderVisibleTo(principal),
      ),
    )
    .returning({ id: orders.id });
  return expired.map((order) => order.id);
}
