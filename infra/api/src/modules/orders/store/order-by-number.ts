import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import type { OrderedPerson } from './ordered-tests';

/** One item ordered on an order, with the person it is for (null for an item ordered for nobody in particular). */
export interface OrderedItem {
  orderLineId: string;
  testId: string;
  person: OrderedPerson | null;
}

/**
 * An order as a lab names it, by its number: none, not paid, or paid with what was ordered on it, when it was
 * placed (a sample cannot be older) and the account that placed it.
 */
export type OrderByNumber =
  | { found: 'none' }
  | { found: 'not-paid' }
  | { found: 'paid'; accountId: string | null; placedAt: Date; items: OrderedItem[] };

/** The order with this number, among those the principal may see, with its ordered items when it is paid. */
export async function findOrderByNumber(
  db: DatabaseExecutor,
  principal: Principal,
  number: number,
): Promise<OrderByNumber> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, accountId: orders.accountId, placedAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.number, number), orderVisibleTo(principal)));
  if (!order) return { found: 'none' };
  if (order.status !== 'paid') return { found: 'not-paid' };
  const rows = await db
    .select({
      orderLineId: orderLines.id,
      testId: orderLines.testId,
      orderPatientId: orderPatients.id,
      firstName: orderPatients.firstName,
      lastName: orderPatients.lastName,
      pesel: orderPatients.pesel,
      birthDate: orderPatients.birthDate,
      sex: orderPatients.sex,
    })
    .from(orderLines)
    .leftJoin(orderPatients, eq(orderPatients.id, orderLines.orderPatientId))
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'item')));
  const items = rows.flatMap(({ orderLineId, testId, orderPatientId, firstName, lastName, sex, ...rest }) =>
    testId === null
      ? []
      : [
          {
            orderLineId,
            testId,
            person:
              orderPatientId === null || firstName === null || lastName === null || sex === null
                ? null
                : { orderPatientId, firstName, lastName, sex, pesel: rest.pesel, birthDate: rest.birthDate },
          },
        ],
  );
  return { found: 'paid', accountId: order.accountId, placedAt: order.placedAt, items };
}
