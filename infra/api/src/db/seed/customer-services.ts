import { customerServiceLocationPrices, customerServices } from '../schema';
import type { DatabaseExecutor } from '../client';
import { cityId } from './cities';
import { facilityId } from './facilities';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

/** Customer services: RESULTS_ANALYZE is the results analysis the cart adds when present. */
export const DEMO_CUSTOMER_SERVICES = [
  { code: 'RESULTS_ANALYZE', name: 'Analysis of your results by a doctor', priceMinor: 2900, position: 0 },
  { code: 'RESULTS_BY_POST', name: 'Printed results sent by post', priceMinor: 900, position: 1 },
] as const;

/** Where a service costs something else, or (price null) is not offered. */
const LOCATION_PRICES = [
  { code: 'RESULTS_ANALYZE', city: 'warszawa', facility: null, priceMinor: 3500 },
  { code: 'RESULTS_BY_POST', city: null, facility: 'lublin-krakowskie-przedmiescie', priceMinor: null },
] as const;

export async function seedCustomerServices(db: DatabaseExecutor): Promise<void> {
  await db
    .insert(customerServices)
    .values([...DEMO_CUSTOMER_SERVICES])
    .onConflictDoUpdate({ target: customerServices.code, ...upsertChanges(customerServices) });
  const rows = LOCATION_PRICES.map((entry) => ({
    id: seedId('customer-service-price', entry.code, entry.city ?? '', entry.facility ?? ''),
    code: entry.code,
    cityId: entry.city === null ? null : cityId(entry.city),
    facilityId: entry.facility === null ? null : facilityId(entry.facility),
    priceMinor: entry.priceMinor,
  }));
  await db
    .insert(customerServiceLocationPrices)
    .values(rows)
    .onConflictDoUpdate({ target: customerServiceLocationPrices.id, ...upsertChanges(customerServiceLocationPrices) });
}
