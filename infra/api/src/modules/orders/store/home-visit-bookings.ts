import { and, eq, gte, inArray, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import { AWAITING_ONLINE_PAYMENT, VISIT_HOLDING_STATUSES } from '../order-status-rules';

/** A day's window of a city with the number of orders holding it. */
export interface BookedWindow {
  date: string;
  from: string;
  to: string;
  count: number;
}

const visitDate = sql<string>`${orders.homeVisit} ->> 'date'`;
const visitFrom = sql<string>`${orders.homeVisit} ->> 'from'`;
const visitTo = sql<string>`${orders.homeVisit} ->> 'to'`;

/** The orders of a city holding a place in a nurse's window: open or paid, and not overdue for their payment. */
function holdsVisitIn(cityId: string, now: Date, ttlMinutes: number): SQL | undefined {
  const deadline = new Date(now.getTime() - ttlMinutes * 60_000);
  return and(
    eq(orders.cityId, cityId),
    sql`${orders.homeVisit} is not null`,
    inArray(orders.status, [...VISIT_HOLDING_STATUSES]),
    not(
      and(
        eq(orders.paymentMethod, 'online'),
        inArray(orders.status, [...AWAITING_ONLINE_PAYMENT]),
        lt(orders.createdAt, deadline),
      ) ?? sql`false`,
    ),
  );
}

/**
 * How many orders hold each window of a city's days from `first` to `last` (ISO dates), among the orders the principal
 * may see; windows no order holds are left out.
 */
export async function countBookedVisits(
  db: DatabaseExecutor,
  principal: Principal,
  query: { cityId: string; first: string; last: string; now: Date; ttlMinutes: number },
): Promise<BookedWindow[]> {
  const rows = await db
    .select({ date: visitDate, from: visitFrom, to: visitTo, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        holdsVisitIn(query.cityId, query.now, query.ttlMinutes),
        gte(visitDate, query.first),
        lte(visitDate, query.last),
        orderVisibleTo(principal),
      ),
    )
    .groupBy(visitDate, visitFrom, visitTo);
  return rows;
}

/** How many orders the principal may see hold the visit's day and window in the city, read in `tx`. */
export async function countBookedVisit(
  tx: DatabaseExecutor,
  principal: Principal,
  query: { cityId: string; visit: { date: string; from: string; to: string }; now: Date; ttlMinutes: number },
): Promise<number> {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        holdsVisitIn(query.cityId, query.now, query.ttlMinutes),
        eq(visitDate, query.visit.date),
        eq(visitFrom, query.visit.from),
        eq(visitTo, query.visit.to),
        orderVisibleTo(principal),
      ),
    );
  return counted?.count ?? 0;
}
