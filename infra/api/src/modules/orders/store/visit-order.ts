import type { DatabaseExecutor } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';

const VISIT_ORDER_KEY_PREFIX = 'appointment:';

/** The idempotency key of a visit's order: one order a visit, and the way back from the order to its visit. */
export function visitOrderKey(appointmentId: string): string {
  return `${VISIT_ORDER_KEY_PREFIX}${appointmentId}`;
}

/** The visit an order pays for, read from its idempotency key; undefined for a shop order. */
export function appointmentOfOrderKey(idempotencyKey: string): string | undefined {
  return idempotencyKey.startsWith(VISIT_ORDER_KEY_PREFIX)
    ? idempotencyKey.slice(VISIT_ORDER_KEY_PREFIX.length)
    : undefined;
}

/** An order that carries the payment of one doctor's visit: one line, the service's price, at the visit's facility. */
export interface NewVisitOrder {
  id: string;
  /** Unique per visit (visitOrderKey): the visit's order is written once. */
  idempotencyKey: string;
  accountId: string;
  accessTokenHash: string;
  email: string;
  facilityId: string;
  label: string;
  priceMinor: number;
  currency: string;
  now: Date;
}

/** Writes a visit's order and its one line (the patient is the visit's, not the order's) in the booking's transaction `tx`. */
export async function insertVisitOrder(tx: DatabaseExecutor, order: NewVisitOrder): Promise<void> {
  await tx.insert(orders).values({
    id: order.id,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.idempotencyKey,
    accountId: order.accountId,
    accessTokenHash: order.accessTokenHash,
    // Every visit is paid online: its order waits for the payment.
    status: 'pending_payment',
    paymentMethod: 'online',
    email: order.email,
    facilityId: order.facilityId,
    subtotalMinor: order.priceMinor,
    savingsMinor: 0,
    totalMinor: order.priceMinor,
    currency: order.currency,
    consentsAcceptedAt: order.now,
    createdAt: order.now,
    updatedAt: order.now,
  });
  await tx.insert(orderLines).values({
    orderId: order.id,
    position: 0,
    kind: 'visit-service',
    label: order.label,
    amountMinor: order.priceMinor,
    quantity: 1,
    unitPriceMinor: order.priceMinor,
  });
}
