import { and, eq, inArray } from 'drizzle-orm';
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
 */
export async function insertOrder(tx: DatabaseExecutor, order: NewOrder): Promise<{ number: number } | null> {
  const { input, priced } = order;
  const location = input.location;
  const inserted = await tx
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
  const [written] = inserted;
  if (!written) return null;

  // An order buying the analysis of earlier results is for nobody new: it has no people of its own.
  const patientRows =
    input.patients.length === 0
      ? []
      : await tx
          .insert(orderPatients)
          .values(
            input.patients.map((patient, position) => ({
              orderId: order.id,
              cartPatientId: patient.id,
              position,
              firstName: patient.firstName,
              lastName: patient.lastName,
              pesel: patient.pesel,
              birthDate: patient.birthDate,
              sex: patient.sex,
              phone: patient.phone,
            })),
          )
          .returning({ id: orderPatients.id, cartPatientId: orderPatients.cartPatientId });
  const patientIdOf = new Map(patientRows.map((row) => [row.cartPatientId, row.id]));
  await tx.insert(orderLines).values(
    priced.quote.lines.map((line, position) => ({
      orderId: order.id,
      position,
      kind: line.kind,
      label: line.label,
      amountMinor: line.amountMinor,
      quantity: line.quantity ?? null,
      unitPriceMinor: line.unitPriceMinor ?? null,
      testId: line.kind === 'item' ? (line.itemId ?? null) : null,
      visitServiceId: line.kind === 'visit-service' ? (line.itemId ?? null) : null,
      orderPatientId: line.patientId === undefined ? null : (patientIdOf.get(line.patientId) ?? null),
    })),
  );
  return written;
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
