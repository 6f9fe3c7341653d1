import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { resolveLocation } from '../../modules/locations/chosen-location';
import { createLocationPricesService } from '../../modules/location-prices/service';
import { createNursingServicesService } from '../../modules/nursing-services/service';
import { accessTokenHash } from '../../modules/orders/order-access';
import { priceOrder } from '../../modules/orders/order-pricing';
import { findOrderByKey, orderNumber } from '../../modules/orders/order-queries';
import { insertOrder } from '../../modules/orders/order-writes';
import { readPlaceOrder } from '../../modules/orders/place-order-request';
import { sha256 } from '../../platform/secrets';
import type { Database } from '../client';
import { orders, payments } from '../schema';
import { testId } from './catalogue';
import { facilityId } from './facilities';
import { seedId } from './seed-id';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop's default currency; the demo catalogue's prices are in it. */
const DEMO_CURRENCY = 'GBP';
export const DEMO_FACILITY = facilityId('warszawa-marszalkowska');

/** Someone an order is for, with the id the cart gave them. */
export interface DemoOrderPatient {
  cartId: string;
  firstName: string;
  lastName: string;
  pesel: string;
  birthDate: string;
  sex: 'm' | 'f';
}

export interface DemoOrder {
  /** Names the order for good: its id, idempotency key and payment are derived from it. */
  key: string;
  daysAgo: number;
  email: string;
  patients: DemoOrderPatient[];
  /** Catalogue slugs per cart patient id. */
  tests: Record<string, string[]>;
}

export interface PlacedDemoOrder {
  id: string;
  /** As labs echo it: 'LS-000042'. */
  number: string;
  placedAt: Date;
}

/**
 * An order placed and paid as checkout and the sandbox payment would leave it: the request read by checkout's
 * own rules, priced from the shop's tables for the collection point on the day it was placed, written by the
 * orders module, then one paid payment. Its idempotency key makes a second run find it instead.
 */
export async function placePaidDemoOrder(
  db: Database,
  accountId: string,
  order: DemoOrder,
  now: Date,
): Promise<PlacedDemoOrder> {
  const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS);
  const idempotencyKey = `labshop-demo-order-${order.key}`;
  const earlier = await findOrderByKey(db, idempotencyKey);
  if (earlier) return { id: earlier.id, number: orderNumber(earlier.number), placedAt };

  const input = readPlaceOrder(checkoutOf(order, idempotencyKey), placedAt.toISOString().slice(0, 10));
  const location = await resolveLocation(db, { facility_id: DEMO_FACILITY });
  if (location === null) throw new Error('The demo collection point is missing');
  const prices = {
    nursing: await createNursingServicesService(db).currentPrices(),
    customerServices: await createLocationPricesService(db).customerServices(location),
  };
  const priced = await priceOrder(db, input, location, placedAt, prices);
  // No buyer confirms a demo order: it is placed at the total its own pricing gives.
  const confirmed = { ...input, expectedTotalMinor: priced.quote.totalMinor };
  const id = seedId('demo-order', order.key);

  await db.transaction(async (tx) => {
    const written = await insertOrder(tx, {
      id,
      input: confirmed,
      priced,
      requestHash: sha256(JSON.stringify({ accountId, ...confirmed, idempotencyKey: undefined })),
      accountId,
      currency: DEMO_CURRENCY,
      now: placedAt,
      // The account reads its own orders; the guest link's token is never needed, so nobody is given one.
      accessTokenHash: accessTokenHash(randomBytes(32).toString('base64url')),
    });
    if (!written) return;
    const paidAt = new Date(placedAt.getTime() + 5 * 60 * 1000);
    await tx.insert(payments).values({
      id: seedId('demo-payment', order.key),
      orderId: id,
      provider: 'sandbox',
      status: 'paid',
      amountMinor: priced.quote.totalMinor,
      currency: DEMO_CURRENCY,
      createdAt: placedAt,
      updatedAt: paidAt,
    });
    await tx.update(orders).set({ status: 'paid', updatedAt: paidAt }).where(eq(orders.id, id));
  });
  const placed = await findOrderByKey(db, idempotencyKey);
  if (!placed) throw new Error(`The demo order ${order.key} was not written`);
  return { id: placed.id, number: orderNumber(placed.number), placedAt };
}

function checkoutOf(order: DemoOrder, idempotencyKey: string): PlaceOrderRequest {
  const patientsOf = new Map<string, string[]>();
  for (const [cartId, slugs] of Object.entries(order.tests)) {
    for (const slug of slugs) patientsOf.set(slug, [...(patientsOf.get(slug) ?? []), cartId]);
  }
  return {
    idempotencyKey,
    expectedTotalMinor: 0,
    location: { kind: 'collection-point', facility_id: DEMO_FACILITY },
    items: [...patientsOf].map(([slug, patients]) => ({ id: testId(slug), patients })),
    visitServices: [],
    customerServices: [],
    patients: order.patients.map((patient) => ({
      id: patient.cartId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      pesel: patient.pesel,
      birthDate: patient.birthDate,
      sex: patient.sex,
      phone: null,
    })),
    email: order.email,
    paymentMethod: 'online',
    consents: { terms: true, dataProcessing: true },
    discount_code: null,
  };
}
