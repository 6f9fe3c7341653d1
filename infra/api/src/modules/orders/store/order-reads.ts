import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { OrderDetails, OrderStatus, OrderSummary, PaymentMethod } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { sameHash } from '../../../platform/secrets';
import type { StoredPlace } from '../../locations/stored-places';
import { orderVisibleTo } from '../access';
import { accessTokenHash } from '../access-token';
import { orderNumber } from '../order-number';
import { canCancel, canStartPayment } from '../order-status-rules';
import { appointmentOfOrderKey } from './visit-order';

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
      idempotencyKey: orders.idempotencyKey,
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
    canCancel: canCancel(order),
    ...visitOf(order.idempotencyKey),
  };
}

/** A visit's order names the visit, so its pages can lead back to it; a shop order has no such field. */
function visitOf(idempotencyKey: string): Pick<OrderDetails, 'appointmentId'> {
  const appointmentId = appointmentOfOrderKey(idempotencyKey);
  return appointmentId === undefined ? {} : { appointmentId };
}

/** Which of the principal's orders a list shows, and which page of them. */
export interface OrderListFilter {
  status?: OrderStatus;
  /** A person's name as the order names them ('Anna Kowalska'). */
  patient?: string;
  page: number;
  pageSize: number;
}

const PATIENT_NAME = sql<string>`${orderPatients.firstName} || ' ' || ${orderPatients.lastName}`;

/**
 * A page of the orders the principal may see, newest first, with how many match in all and the names of the people
 * on any of them (ownership is part of each query).
 */
export async function listOrders(
  db: DatabaseExecutor,
  principal: Principal,
  filter: OrderListFilter,
): Promise<{ orders: OrderSummary[]; total: number; patientNames: string[] }> {
  const where = and(
    orderVisibleTo(principal),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.patient === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(orderPatients)
            .where(and(eq(orderPatients.orderId, orders.id), eq(PATIENT_NAME, filter.patient))),
        ),
  );
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
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const people = rows.length
    ? await db
        .select({ orderId: orderPatients.orderId, name: PATIENT_NAME })
        .from(orderPatients)
        .where(
          inArray(
            orderPatients.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderPatients.position))
    : [];
  const names = await db
    .selectDistinct({ name: PATIENT_NAME })
    .from(orderPatients)
    .innerJoin(orders, eq(orders.id, orderPatients.orderId))
    .where(orderVisibleTo(principal))
    .orderBy(PATIENT_NAME);
  return {
    orders: rows.map((row) => ({
      ...row,
      number: orderNumber(row.number),
      createdAt: row.createdAt.toISOString(),
      patients: people.filter((person) => person.orderId === row.id).map((person) => person.name),
      canPay: canStartPayment(row),
      canCancel: canCancel(row),
    })),
    total: counted?.total ?? 0,
    patientNames: names.map((row) => row.name),
  };
}
