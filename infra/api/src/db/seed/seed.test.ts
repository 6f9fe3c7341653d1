import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { snapshotTables } from '../../testing/table-snapshot';
import type { Database } from '../client';
import { testPrices } from '../schema';
import { seedDemoData } from '.';
import { testId } from './catalogue';
import { priceListId } from './prices';

const TABLES = [
  'cities',
  'facilities',
  'test_categories',
  'tests',
  'package_items',
  'price_lists',
  'test_prices',
  'nursing_services',
  'doctors',
  'doctor_services',
  'screening_programmes',
  'unavailable_tests',
  'customer_services',
  'customer_service_location_prices',
  'recommendation_sets',
  'recommendation_items',
];
/** Seeding the full catalogue twice takes several seconds, more than the default test timeout on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const snapshot = (db: Database) => snapshotTables(db, TABLES);

async function counts(db: Database): Promise<Record<string, number>> {
  const taken = await snapshot(db);
  return Object.fromEntries(Object.entries(taken).map(([table, rows]) => [table, rows.length]));
}

describe('the demo data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(
    'is the same after seeding twice',
    async () => {
      const seededAtStart = await counts(testApp.db);
      const now = new Date();

      await seedDemoData(testApp.db, { now });
      const once = await snapshot(testApp.db);
      await seedDemoData(testApp.db, { now });
      const twice = await snapshot(testApp.db);

      expect(twice).toEqual(once);
      expect(await counts(testApp.db)).toEqual(seededAtStart);
      expect(seededAtStart.tests).toBeGreaterThan(3500);
    },
    SEEDING_TIMEOUT_MS,
  );

  it(
    'moves its price history forward on a later day instead of adding to it',
    async () => {
      const before = await counts(testApp.db);
      const later = new Date(Date.now() + 45 * DAY_MS);

      await seedDemoData(testApp.db, { now: later });

      expect(await counts(testApp.db)).toEqual(before);
      // The demo TSH price was reduced 12 days before the seed's day, whichever day that is.
      const [latest] = await testApp.db
        .select({ validFrom: testPrices.validFrom })
        .from(testPrices)
        .where(and(eq(testPrices.testId, testId('tsh')), eq(testPrices.priceListId, priceListId('default'))))
        .orderBy(desc(testPrices.validFrom))
        .limit(1);
      const laterDay = Math.floor(later.getTime() / DAY_MS) * DAY_MS;
      expect(latest?.validFrom).toEqual(new Date(laterDay - 12 * DAY_MS));
    },
    SEEDING_TIMEOUT_MS,
  );
});
