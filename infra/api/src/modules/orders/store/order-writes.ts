import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderDetails } from '@labshop/shared-contracts/core/api/orders';
import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orderPatients, orders } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { describeLocation, type PricingLocation } from '../../locations/chosen-location';
import { orderVisibleTo } from '../access';
import { orderNumber } from '../order-number';
import type { PricedOrder } from '../order-pricing';
import { orderLinesOf } from '../order-quote';
import { CANCELLABLE_STATUSES, canCancel, canStartPayment, initialStatus } from '../order-status-rules';
import type { PlaceOrderInput } from '../place-order-request';

export interface NewOrder {
  input: PlaceOrderInput;
  priced: PricedOrder;
  requestHash: string;
  accountId: string | null;
  currency: string;
  now: Date;
  /** Chosen before the insert, so the access token (derived from it) is known in advance. */
  id: string;
  accessTokenHash: string;
}

/**
 * Writes the order unless its idempotency key is taken. A concurrent insert with the same key waits for the
 * first transaction and then finds the key taken: the answer is then false, and nothing was written.
 * The order, its people and its lines are written by one statement: placing an order is the shop's busiest write,
 * and each statement is a round trip to the database while the order's transaction holds its connection. The
 * people and lines only follow an order that was written (none when the key was taken).
 */
export async function insertOrder(tx: DatabaseExecutor, order: NewOrder): Promise<{ number: number } | null> {
  const { input, priced } = order;
  const location = input.location;
  const placed = tx
    .insert(orders)
    .values({
      id: order.id,
      idempotencyKey: input.idempotencyKey,
      requestHash: order.requestHash,
      accountId: order.accountId,
      accessTokenHash: order.accessTokenHash,
      status: initialStatus(input.paymentMethod),
      paymentMethod: input.paymentMethod,
      email: input.email,
      cityId: location.kind === 'home-service' ? location.cityUuid : null,
      facilityId: location.kind === 'collection-point' ? location.facilityId : null,
      address: location.kind === 'home-service' ? location.address : null,
      homeVisit: location.kind === 'home-service' ? location.visit : null,
      subtotalMinor: priced.quote.subtotalMinor,
      savingsMinor: priced.quote.savingsMinor,
      totalMinor: priced.quote.totalMinor,
      currency: order.currency,
      discountCodeId: priced.discountCode?.id ?? null,
      discountCode: priced.discountCode?.code ?? null,
      analysisForOrderId: input.resultsAnalysisFor,
      consentsAcceptedAt: order.now,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ number: orders.number });
  // An order buying the analysis of earlier results is for nobody new: it has no people of its own.
  const people: NewOrderPerson[] = input.patients.map((patient, position) => ({
    cart_patient_id: patient.id,
    position,
    first_name: patient.firstName,
    last_name: patient.lastName,
    pesel: patient.pesel,
    birth_date: patient.birthDate,
    sex: patient.sex,
    phone: patient.phone,
  }));
  const lines: NewOrderLine[] = priced.quote.lines.map((line, position) => ({
    position,
    kind: line.kind,
    label: line.label,
    amount_minor: line.amountMinor,
    quantity: line.quantity ?? null,
    unit_price_minor: line.unitPriceMinor ?? null,
    test_id: line.kind === 'item' ? (line.itemId ?? null) : null,
    visit_service_id: line.kind === 'visit-service' ? (line.itemId ?? null) : null,
    cart_patient_id: line.patientId ?? null,
  }));
  const written = await tx.execute<{ number: number }>(sql`
    with placed as (${placed.getSQL()}),
    people as (
      insert into ${orderPatients}
        (order_id, cart_patient_id, position, first_name, last_name, pesel, birth_date, sex, phone)
      select ${order.id}::uuid, p.cart_patient_id, p.position, p.first_name, p.last_name, p.pesel, p.birth_date, p.sex,
        p.phone
      from placed
      cross join jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(
        cart_patient_id text, position integer, first_name text, last_name text, pesel text, birth_date date,
        sex text, phone text
      )
      returning id, cart_patient_id
    ),
    lines as (
      insert into ${orderLines} (order_id, position, kind, label, amount_minor, quantity, unit_price_minor, test_id,
        visit_service_id, order_patient_id)
      select ${order.id}::uuid, l.position, l.kind, l.label, l.amount_minor, l.quantity, l.unit_price_minor, l.test_id,
        l.visit_service_id, people.id
      from placed
      cross join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(
        position integer, kind text, label text, amount_minor integer, quantity integer, unit_price_minor integer,
        test_id uuid, visit_service_id uuid, cart_patient_id text
      )
      left join people on people.cart_patient_id = l.cart_patient_id
    )
    select number from placed
  `);
  return written.rows[0] ?? null;
}

/** A person of a new order as the statement writing the order reads it (the table's own column names). */
interface NewOrderPerson {
  cart_patient_id: string;
  position: number;
  first_name: string;
  last_name: string;
  pesel: string | null;
  birth_date: string | null;
  sex: 'm' | 'f';
  phone: string | null;
}

/** A line of a new order as that statement reads it; the person by the cart's id, known before they are written. */
interface NewOrderLine {
  position: number;
  kind: string;
  label: string;
  amount_minor: number;
  quantity: number | null;
  unit_price_minor: number | null;
  test_id: string | null;
  visit_service_id: string | null;
  cart_patient_id: string | null;
}

/**
 * The answer for an order just written, from what was written: the same as readOrderDetails would read back,
 * without reading it (placing an order is the busiest write of the shop).
 */
export function newOrderDetails(order: NewOrder, number: number, location: PricingLocation): OrderDetails {
  const { input, priced } = order;
  const status = initialStatus(input.paymentMethod);
  return {
    id: order.id,
    number: orderNumber(number),
    status,
    paymentMethod: input.paymentMethod,
    totalMinor: priced.quote.totalMinor,
    currency: order.currency,
    createdAt: order.now.toISOString(),
    email: input.email,
    location: describeLocation(location),
    address: input.location.kind === 'home-service' ? input.location.address : null,
    homeVisit: input.location.kind === 'home-service' ? input.location.visit : null,
    patients: input.patients.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    lines: orderLinesOf(priced.quote),
    subtotalMinor: priced.quote.subtotalMinor,
    savingsMinor: priced.quote.savingsMinor,
    discountCode: priced.discountCode?.code ?? null,
    canPay: canStartPayment({ paymentMethod: input.paymentMethod, status }),
    canCancel: canCancel({ status }),
  };
}

/**
 * Cancels an unpaid order the principal may see; false when it was paid or cancelled meanwhile (the update sees the
 * latest status).
 */
export async function cancelOrder(
  db: DatabaseExecutor,
  principal: Principal,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const cancelled = await db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...CANCELLABLE_STATUSES]), orderVisibleTo(principal)))
    .returning({ id: orders.id });
  return cancelled.length === 1;
}
