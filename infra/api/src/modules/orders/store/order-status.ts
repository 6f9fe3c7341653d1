import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { orderVisibleTo } from '../access';
import { OPEN_ORDER_STATUSES } from '../order-status-rules';

/** What paying an order settles: the single-use code it was placed with. */
export interface PaidOrderFacts {
  accountId: string | null;
  discountCodeId: string | null;
}

/**
 * The order's status, its row locked until the transaction ends, so two payment events for one order are applied
 * one after the other; null for an order the principal may not see.
 */
export async function lockOrderStatus(
  tx: DatabaseExecutor,
  principal: Principal,
  orderId: string,
): Promise<OrderStatus | null> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(principal)))
    .for('update');
  return order?.status ?? null;
}

/**
 * Moves the order to `status` if it is in one of `from` (any status when not given); answers what paying it
 * settles when it moved, null when it did not (another request moved it first).
 */
export async function moveOrderStatus(
  tx: DatabaseExecutor,
  principal: Principal,
  change: { orderId: string; status: OrderStatus; from?: readonly OrderStatus[]; now: Date },
): Promise<PaidOrderFacts | null> {
  const [moved] = await tx
    .update(orders)
    .set({ status: change.status, updatedAt: change.now })
    .where(
      and(
        eq(orders.id, change.orderId),
        change.from === undefined ? undefined : inArray(orders.status, [...change.from]),
        orderVisibleTo(principal),
      ),
    )
    .returning({ accountId: orders.accountId, discountCodeId: orders.discountCodeId });
  return moved ?? null;
}

/** Which of these orders are still open (neither paid nor ended), of those the principal may see. */
export async function openOrderIdsAmong(
  tx: DatabaseExecutor,
  principal: Principal,
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        orderVisibleTo(principal),
      ),
    );
  return open.map((order) => order.id);
}

/** Whether an open order the principal may see, other than `exceptOrderId`, was placed with the discount code. */
export async function openOrderHoldsCode(
  tx: DatabaseExecutor,
  principal: Principal,
  codeId: string,
  exceptOrderId: string | null,
): Promise<boolean> {
  const [holder] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, codeId),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        exceptOrderId === null ? sql`true` : ne(orders.id, exceptOrderId),
        orderVisibleTo(principal),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** One line an order charged, as stored: what a paid order's commission is worked out from. */
export interface ChargedLine {
  kind: string;
  amountMinor: number;
  testId: string | null;
}

/** The lines the order charged, in its transaction `tx`, with its currency; null for one the principal may not see. */
export async function chargedLinesOf(
  tx: DatabaseExecutor,
  principal: Principal,
  orderId: string,
): Promise<{ currency: string; lines: ChargedLine[] } | null> {
  const [order] = await tx
    .select({ currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(principal)));
  if (!order) return null;
  const lines = await tx
    .select({ kind: orderLines.kind, amountMinor: orderLines.amountMinor, testId: orderLines.testId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return { currency: order.currency, lines };
}

/**
 * The items of an order with the person each was bought for, read in the paying transaction `tx`: what a paid
 * weight-loss package starts its programme for. Null for an order the principal may not see.
 */
export async function paidItemsOf(
  tx: DatabaseExecutor,
  principal: Principal,
  orderId: string,
): Promise<Array<{ testId: string; orderPatientId: string | null; patientName: string }> | null> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(principal)));
  if (!order) return null;
  const rows = await tx
    .select({
      testId: orderLines.testId,
      orderPatientId: orderLines.orderPatientId,
      firstName: orderPatients.firstName,
      lastName: orderPatients.lastName,
    })
    .from(orderLines)
    .leftJoin(orderPatients, eq(orderPatients.id, orderLines.orderPatientId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'item')))
    .orderBy(asc(orderLines.position));
  return rows.flatMap((row) =>
    row.testId === null
      ? []
      : [
          {
            testId: row.testId,
            orderPatientId: row.orderPatientId,
            patientName: [row.firstName, row.lastName].filter(Boolean).join(' '),
          },
        ],
  );
}

/** How many orders the principal may see were paid with each code, and how many placed with it are still open. */
export async function discountCodeUses(
  tx: DatabaseExecutor,
  principal: Principal,
  codeIds: readonly string[],
): Promise<Map<string, { paid: number; open: number }>> {
  if (codeIds.length === 0) return new Map();
  const rows = await tx
    .select({
      codeId: orders.discountCodeId,
      paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${inArray(orders.status, [...OPEN_ORDER_STATUSES])})`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.discountCodeId, [...codeIds]), orderVisibleTo(principal)))
    .groupBy(orders.discountCodeId);
  return new Map(rows.map((row) => [row.codeId ?? '', { paid: row.paid, open: row.open }]));
}

/** The orders placed with a discount code that the principal may see, the newest first. */
export async function ordersPlacedWithCode(tx: DatabaseExecutor, principal: Principal, codeId: string) {
  return tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      totalMinor: orders.totalMinor,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.discountCodeId, codeId), orderVisibleTo(principal)))
    .orderBy(desc(orders.createdAt));
}

/** How many orders (paid or still open) the account placed with the code. */
export async function accountUsesOfCode(tx: DatabaseExecutor, accountId: string, codeId: string): Promise<number> {
  const [row] = await tx
    .select({ uses: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, codeId),
        eq(orders.accountId, accountId),
        inArray(orders.status, ['paid', ...OPEN_ORDER_STATUSES]),
      ),
    );
  return row?.uses ?? 0;
}
