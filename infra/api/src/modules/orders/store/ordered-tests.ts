import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import { orderNumber } from '../order-number';

/** A person as an order names them: each order names its people anew. */
export interface OrderedPerson {
  orderPatientId: string;
  firstName: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
  sex: 'm' | 'f';
}

/** One test ordered for one person on a paid order, for the results pages to pair with what the lab sent. */
export interface PaidOrderedTest {
  orderLineId: string;
  orderNumber: string;
  orderedAt: Date;
  testId: string;
  person: OrderedPerson;
}

const personColumns = {
  orderPatientId: orderPatients.id,
  firstName: orderPatients.firstName,
  lastName: orderPatients.lastName,
  pesel: orderPatients.pesel,
  birthDate: orderPatients.birthDate,
  sex: orderPatients.sex,
};

/**
 * Every test ordered on the paid orders the principal may see (only those the account placed, when one is named),
 * each with the person it is for.
 */
export async function listPaidOrderedTests(
  db: DatabaseExecutor,
  principal: Principal,
  placedBy?: string,
): Promise<PaidOrderedTest[]> {
  const rows = await db
    .select({
      orderLineId: orderLines.id,
      number: orders.number,
      orderedAt: orders.createdAt,
      testId: orderLines.testId,
      person: personColumns,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderPatients, eq(orderPatients.id, orderLines.orderPatientId))
    .where(
      and(
        eq(orders.status, 'paid'),
        eq(orderLines.kind, 'item'),
        orderVisibleTo(principal),
        placedBy === undefined ? undefined : eq(orders.accountId, placedBy),
      ),
    );
  return rows.flatMap(({ number, testId, ...row }) =>
    testId === null ? [] : [{ ...row, testId, orderNumber: orderNumber(number) }],
  );
}

/** A person as named on an order the principal may see (placed by the account, when one is named); null otherwise. */
export async function findOrderedPerson(
  db: DatabaseExecutor,
  principal: Principal,
  orderPatientId: string,
  placedBy?: string,
): Promise<OrderedPerson | null> {
  const [person] = await db
    .select(personColumns)
    .from(orderPatients)
    .innerJoin(orders, eq(orders.id, orderPatients.orderId))
    .where(
      and(
        eq(orderPatients.id, orderPatientId),
        orderVisibleTo(principal),
        placedBy === undefined ? undefined : eq(orders.accountId, placedBy),
      ),
    );
  return person ?? null;
}

/** Whether the order holding this ordered test (one the principal may see) also paid for the results analysis. */
export async function analysisOrderedWith(
  db: DatabaseExecutor,
  principal: Principal,
  orderLineId: string,
): Promise<boolean> {
  const [line] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, orderLineId), orderVisibleTo(principal)));
  if (!line) return false;
  const [service] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, line.orderId), eq(orderLines.kind, 'results-analysis')))
    .limit(1);
  return service !== undefined;
}

/** The number of the order holding this ordered test, as the buyer sees it; null for one the principal may not see. */
export async function findOrderNumberOfLine(
  db: DatabaseExecutor,
  principal: Principal,
  orderLineId: string,
): Promise<string | null> {
  const [line] = await db
    .select({ number: orders.number })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, orderLineId), orderVisibleTo(principal)));
  return line === undefined ? null : orderNumber(line.number);
}

/**
 * An ordered test as a correction of its result is judged by, read in the caller's transaction `tx`: when its
 * order was placed (a sample cannot be older) and the person `orderPatientId` names on that order. Null when the
 * principal may not see the order.
 */
export async function findOrderedTest(
  tx: DatabaseExecutor,
  principal: Principal,
  orderLineId: string,
  orderPatientId: string,
): Promise<{ placedAt: Date; person: OrderedPerson } | null> {
  const [line] = await tx
    .select({ placedAt: orders.createdAt, person: personColumns })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderPatients, and(eq(orderPatients.id, orderPatientId), eq(orderPatients.orderId, orders.id)))
    .where(and(eq(orderLines.id, orderLineId), orderVisibleTo(principal)));
  return line ?? null;
}
