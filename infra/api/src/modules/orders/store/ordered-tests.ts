import { and, desc, eq, inArray } from 'drizzle-orm';
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

/**
 * Where the results analysis stands for the results of an order: bought with the order itself (its
 * 'results-analysis' line), or by a later order of the account naming it (`analysisForOrderId`), which counts once
 * paid and is awaiting payment while still open.
 */
export type AnalysisState = 'purchased' | 'awaiting-payment' | 'not-purchased';

export interface AnalysisStanding {
  state: AnalysisState;
  /** The order the results belong to, its number as the buyer sees it, and its place. */
  orderId: string;
  orderNumber: string;
  place: { cityId: string | null; facilityId: string | null };
  /** The open order buying the analysis, while it awaits its payment. */
  pendingOrderId: string | null;
}

/** Orders that still may be paid: one of them buying the analysis is the purchase in progress. */
const OPEN_STATUSES = ['pending_payment', 'awaiting_payment_at_visit'] as const;

async function analysisOfOrder(
  db: DatabaseExecutor,
  orderId: string,
): Promise<{ state: AnalysisState; pendingOrderId: string | null }> {
  const [own] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'results-analysis')))
    .limit(1);
  if (own) return { state: 'purchased', pendingOrderId: null };
  const buying = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.analysisForOrderId, orderId), inArray(orders.status, ['paid', ...OPEN_STATUSES])))
    .orderBy(desc(orders.createdAt));
  if (buying.some((order) => order.status === 'paid')) return { state: 'purchased', pendingOrderId: null };
  const open = buying[0];
  return open
    ? { state: 'awaiting-payment', pendingOrderId: open.id }
    : { state: 'not-purchased', pendingOrderId: null };
}

/** Where the analysis stands for the order holding this ordered test; null for one the principal may not see. */
export async function analysisStandingOf(
  db: DatabaseExecutor,
  principal: Principal,
  orderLineId: string,
): Promise<AnalysisStanding | null> {
  const [line] = await db
    .select({
      orderId: orderLines.orderId,
      number: orders.number,
      cityId: orders.cityId,
      facilityId: orders.facilityId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, orderLineId), orderVisibleTo(principal)));
  if (!line) return null;
  return {
    ...(await analysisOfOrder(db, line.orderId)),
    orderId: line.orderId,
    orderNumber: orderNumber(line.number),
    place: { cityId: line.cityId, facilityId: line.facilityId },
  };
}

/** Whether the results of the order holding this ordered test (one the principal may see) have a paid analysis. */
export async function analysisOrderedWith(
  db: DatabaseExecutor,
  principal: Principal,
  orderLineId: string,
): Promise<boolean> {
  return (await analysisStandingOf(db, principal, orderLineId))?.state === 'purchased';
}

/**
 * Why `accountId` may not buy the analysis for the results of `orderId` now, in the placing transaction `tx`
 * (which locks that order, so two purchases at once cannot both pass): 'not-orderable' for an order that is not
 * the account's own paid order or whose results have the analysis already, 'awaiting-payment' while another order
 * buying it awaits its payment; null when it may.
 */
export async function analysisPurchaseRefusal(
  tx: DatabaseExecutor,
  accountId: string,
  orderId: string,
): Promise<'not-orderable' | 'awaiting-payment' | null> {
  const [earlier] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .for('update');
  if (!earlier || earlier.status !== 'paid') return 'not-orderable';
  const { state } = await analysisOfOrder(tx, orderId);
  if (state === 'purchased') return 'not-orderable';
  return state === 'awaiting-payment' ? 'awaiting-payment' : null;
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
