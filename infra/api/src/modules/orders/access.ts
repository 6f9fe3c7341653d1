import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { orderPatients, orders } from '../../db/schema';
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

/**
 * The people named on orders who are the same person as `person`: by PESEL, or, when there is none, by name
 * (whatever its case) and date of birth. Each order names its people anew; this is how the orders recognise one
 * person across them, as a condition on order patients for a query that joins them (the results' history of one
 * person's values reads across every order in one query).
 */
export function samePersonOnOrders(person: {
  firstName: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
}): SQL | undefined {
  if (person.pesel !== null) return eq(orderPatients.pesel, person.pesel);
  return and(
    isNull(orderPatients.pesel),
    sql`lower(${orderPatients.firstName}) = lower(${person.firstName})`,
    sql`lower(${orderPatients.lastName}) = lower(${person.lastName})`,
    person.birthDate === null ? isNull(orderPatients.birthDate) : eq(orderPatients.birthDate, person.birthDate),
  );
}
