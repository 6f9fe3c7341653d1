import { and, asc, desc, eq } from 'drizzle-orm';
import type { OrderDetails, OrderStatus, OrderSummary, PaymentMethod } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { sameHash } from '../../../platform/secrets';
import type { StoredPlace } from '../../locations/stored-places';
import { orderVisibleTo } from '../access';
import { accessTokenHash } from '../access-token';
import { orderNumber } from '../order-number';
import { canStartPayment } from '../order-status-rules';

export interface StoredOrder {
  id: string;
  requestHash: string;
  accountId: string | null;
  accessTokenHash: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalMinor: number;
  currency: string;
  email: string;
  number: number;
}

const storedOrderColumns = {
  id: orders.id,
  requestHash: orders.requestHash,
  accountId: orders.accountId,
  accessTokenHash: orders.accessTokenHash,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalMinor: orders.totalMinor,
  currency: orders.currency,
  email: orders.email,
  number: orders.number,
};

/** The order placed with an idempotency key, if the principal may see it. */
export async function findOrderByKey(
  db: DatabaseExecutor,
  principal: Principal,
  idempotencyKey: string,
): Promise<StoredOrder | null> {
  const [row] = await db
    .select(storedOrderColumns)
    .from(orders)
    .where(and(eq(orders.idempotencyKey, idempotencyKey), orderVisibleTo(principal)));
  return row ?? null;
}

export async function findOrder(
  db: DatabaseExecutor,
  principal: Principal,
  orderId: string,
): Promise<StoredOrder | null> {
  const [row] = await db
    .select(storedOrderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(principal)));
  return row ?? null;
}

/**
 * Whether `token` is the access token of the order: its hash is compared with the stored one in constant time.
 * An unknown order and a wrong token answer alike.
 */
export async function tokenOpensOrder(db: DatabaseExecutor, orderId: string, token: string): Promise<boolean> {
  if (token === '') return false;
  const [row] = await db.select({ accessTokenHash: orders.accessTokenHash }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined && sameHash(accessTokenHash(token), row.accessTokenHash);
}

/** An order's details as its own tables keep them: its location by id, for the locations service to name. */
export type StoredOrderDetails = Omit<OrderDetails, 'location'> & { location: StoredPlace };

export async function readOrderDetails(
  db: DatabaseExecutor,
  principal: Principal,
  orderId: string,
): Promise<StoredOrderDetails | null> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalMinor: orders.totalMinor,
      subtotalMinor: orders.subtotalMinor,
      savingsMinor: orders.savingsMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
      email: orders.email,
      address: orders.address,
      homeVisit: orders.homeVisit,
      discountCode: orders.discountCode,
      cityId: orders.cityId,
      facilityId: orders.facilityId,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(principal)));
  if (!order) return null;
  const patients = await db
    .select({
      rowId: orderPatients.id,
      id: orderPatients.cartPatientId,
      firstName: orderPatients.firstName,
      lastName: orderPatients.lastName,
    })
    .from(orderPatients)
    .where(eq(orderPatients.orderId, orderId))
    .orderBy(asc(orderPatients.position));
  const cartIdOf = new Map(patients.map((patient) => [patient.rowId, patient.id]));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return {
    id: order.id,
    number: orderNumber(order.number),
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalMinor: order.totalMinor,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    location: { cityId: order.cityId, facilityId: order.facilityId },
    address: order.address,
    homeVisit: order.homeVisit,
    patients: patients.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    lines: lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      amountMinor: line.amountMinor,
      patientId: line.orderPatientId === null ? null : (cartIdOf.get(line.orderPatientId) ?? null),
      itemId: line.testId ?? line.visitServiceId,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
    })),
    subtotalMinor: order.subtotalMinor,
    savingsMinor: order.savingsMinor,
    discountCode: order.discountCode,
    canPay: canStartPayment(order),
  };
}

/** The orders the principal may see, newest first: an account's own orders (ownership is part of the query). */
export async function listOrders(db: DatabaseExecutor, principal: Principal): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(orderVisibleTo(principal))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(200);
  return rows.map((row) => ({ ...row, number: orderNumber(row.number), createdAt: row.createdAt.toISOString() }));
}
