import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Principal } from '../../platform/principal';

/**
 * The one access rule of an order and everything recorded with it (its patients, lines and payments): the account
 * that placed it, in whatever role it acts, or whoever holds its access token (a guest's browser, the link in the
 * confirmation e-mail). An administrator has no wider reach: no page shows another person's order. A lab and an
 * anonymous caller see none; the shop itself (a job, a provider's signed notification) sees every one.
 */
export function orderVisibleTo(principal: Principal): SQL {
  switch (principal.kind) {
    case 'account':
      return eq(orders.accountId, principal.accountId);
    case 'guest':
      return eq(orders.id, principal.orderId);
    case 'system':
      return sql`true`;
    case 'lab':
    case 'anonymous':
      return sql`false`;
  }
}
