import { asc, desc, eq } from 'drizzle-orm';
import type { OrderDetails, OrderStatus, OrderSummary, PaymentMethod } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../db/client';
import { cities, facilities, orderLines, orderPatients, orders } from '../../db/schema';

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

export async function findOrderByKey(db: DatabaseExecutor, idempotencyKey: string): Promise<StoredOrder | null> {
  const [row] = await db.select(storedOrderColumns).from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export async function findOrder(db: DatabaseExecutor, orderId: string): Promise<StoredOrder | null> {
  const [row] = await db.select(storedOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** LS-000042: the number a buyer reads out on the phone. */
export function orderNumber(number: number): string {
  return `LS-${String(number).padStart(6, '0')}`;
}

/** Whether a new online payment may start: an online order still unpaid, or one whose payment failed. */
export function canStartPayment(order: { paymentMethod: PaymentMethod; status: OrderStatus }): boolean {
  return order.paymentMethod === 'online' && (order.status === 'pending_payment' || order.status === 'failed');
}

export async function readOrderDetails(db: DatabaseExecutor, orderId: string): Promise<OrderDetails | null> {
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
      discountCode: orders.discountCode,
      cityId: cities.id,
      cityName: cities.name,
      facilityId: facilities.id,
      facilityName: facilities.name,
      facilityClosed: facilities.closed,
    })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(facilities, eq(facilities.id, orders.facilityId))
    .where(eq(orders.id, orderId));
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
  const location: OrderDetails['location'] =
    order.facilityId !== null
      ? {
          kind: 'collection-point',
          facilityId: order.facilityId,
          facilityName: order.facilityName ?? '',
          closed: order.facilityClosed ?? false,
        }
      : { kind: 'home-service', cityUuid: order.cityId ?? '', cityName: order.cityName ?? '' };
  return {
    id: order.id,
    number: orderNumber(order.number),
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalMinor: order.totalMinor,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    location,
    address: order.address,
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

/** The account's own orders, newest first (ownership is part of the query). */
export async function listAccountOrders(db: DatabaseExecutor, accountId: string): Promise<OrderSummary[]> {
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
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(200);
  return rows.map((row) => ({ ...row, number: orderNumber(row.number), createdAt: row.createdAt.toISOString() }));
}
