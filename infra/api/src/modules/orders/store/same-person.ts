import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import type { OrderedPerson } from './ordered-tests';

/** What tells one person from another across orders. */
export type PersonOnOrders = Pick<OrderedPerson, 'firstName' | 'lastName' | 'pesel' | 'birthDate'>;

/**
 * The people named on orders who are the same person as `person`: by PESEL, or, when there is none, by name
 * (whatever its case) and date of birth. Each order names its people anew; this is how the orders recognise one
 * person across them.
 */
function samePersonAs(person: PersonOnOrders): SQL | undefined {
  if (person.pesel !== null) return eq(orderPatients.pesel, person.pesel);
  return and(
    isNull(orderPatients.pesel),
    sql`lower(${orderPatients.firstName}) = lower(${person.firstName})`,
    sql`lower(${orderPatients.lastName}) = lower(${person.lastName})`,
    person.birthDate === null ? isNull(orderPatients.birthDate) : eq(orderPatients.birthDate, person.birthDate),
  );
}

/**
 * The ids of the order patients who are the same person as `person` on the orders the account placed, among
 * those the principal may see: how one person's results are found across the account's orders.
 */
export async function findSamePersonOnOrders(
  db: DatabaseExecutor,
  principal: Principal,
  person: PersonOnOrders,
  placedBy: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: orderPatients.id })
    .from(orderPatients)
    .innerJoin(orders, eq(orders.id, orderPatients.orderId))
    .where(and(samePersonAs(person), orderVisibleTo(principal), eq(orders.accountId, placedBy)));
  return rows.map((row) => row.id);
}
