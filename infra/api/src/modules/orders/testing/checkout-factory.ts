import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { HomeVisit } from '@labshop/shared-contracts/core/api/home-visits';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import type { Database } from '../../../db/client';
import { testId } from '../../../db/seed/catalogue';
import { facilityId } from '../../../db/seed/facilities';
import { testPesel } from '../../../testing/identity-numbers';
import { localNow } from '../../locations/home-visit-days';

/** Demo tests every open collection point and home service offers, at their default prices. */
export const CHECKOUT_TESTS = {
  vitaminD: testId('vitamin-d-25-oh'),
  ferritin: testId('ferritin'),
  vitaminB12: testId('vitamin-b12'),
} as const;

export const CHECKOUT_FACILITY = facilityId('krakow-karmelicka');

/**
 * A checkout a guest could send: two blood tests for one patient at a collection point, paid online. It confirms no
 * total yet: `confirmedByTheCart` adds the one the cart shows, as the browser does when the buyer orders.
 */
export function checkoutRequest(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    idempotencyKey: randomUUID(),
    expectedTotalMinor: 0,
    location: { kind: 'collection-point', facility_id: CHECKOUT_FACILITY },
    items: [
      { id: CHECKOUT_TESTS.vitaminD, patients: ['p1'] },
      { id: CHECKOUT_TESTS.ferritin, patients: ['p1'] },
    ],
    visitServices: [],
    customerServices: [],
    patients: [
      {
        id: 'p1',
        firstName: 'Anna',
        lastName: 'Kowalska',
        pesel: testPesel('1990-04-12', 'f'),
        birthDate: '1990-04-12',
        sex: 'f',
        phone: '600100200',
      },
    ],
    email: 'anna.kowalska@example.com',
    paymentMethod: 'online',
    consents: { terms: true, dataProcessing: true },
    discount_code: null,
    ...overrides,
  };
}

/** A second person for the order, identified by date of birth ('no PESEL number'). */
export const SECOND_PATIENT: PlaceOrderRequest['patients'][number] = {
  id: 'p2',
  firstName: 'Jan',
  lastName: 'Kowalski',
  pesel: null,
  birthDate: '1985-09-30',
  sex: 'm',
  phone: null,
};

/**
 * A home visit the demo cities offer: the 09:00–11:00 window of the first weekday at least `daysAhead` days from
 * now (on the clocks where samples are taken), so it is neither past nor beyond the days offered.
 */
export function demoHomeVisit(now: Date = new Date(), daysAhead = 2): HomeVisit {
  const date = new Date(`${localNow(now).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return { date: date.toISOString().slice(0, 10), from: '09:00', to: '11:00' };
}

/**
 * Gives every home-visit window room for as many orders as a test places: for tests about what an order charges,
 * whose many orders all take the demo visit's window, not about how many a window holds.
 */
export async function roomInEveryHomeVisitWindow(db: Database): Promise<void> {
  await db.execute(sql`update home_visit_windows set capacity = 100000`);
}
