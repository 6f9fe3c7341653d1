import { and, desc, eq, inArray } from 'drizzle-orm';
import { checkoutRequest } from '../../modules/orders/testing/checkout-factory';
import { confirmedByTheCart } from '../../modules/orders/testing/cart-quote';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { snapshotTables } from '../../testing/table-snapshot';
import type { Database } from '../client';
import { offerItems, packageItems, recommendationItems, testPrices, tests } from '../schema';
import { seedDemoData } from '.';
import { categoryId } from './categories';
import { testId } from './catalogue';
import { offerId } from './offers';
import { priceListId } from './prices';
import { DEMO_RECOMMENDATION_SET_ID } from './recommendations';
import { seedId } from './seed-id';

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
  'doctor_schedules',
  'availability_rules',
  'screening_programmes',
  'unavailable_tests',
  'customer_services',
  'customer_service_location_prices',
  'recommendation_sets',
  'recommendation_items',
];
/** Seeding the catalogue twice takes seconds, more than the default test timeout on a busy machine. */
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
      expect(seededAtStart.tests).toBeGreaterThan(200);
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

describe('a database seeded when the demo was filled with generated tests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** What an earlier demo left: generated tests, priced, in an offer, a recommendation, a package and an order. */
  async function seedTheMadeUpCatalogue(db: Database) {
    await seedDemoData(db, { now: new Date(), benchmarkTests: 40 });
    const generated = await db.select({ id: tests.id }).from(tests).where(eq(tests.generated, true));
    const [inOffer, inPackage, ordered] = generated.map((row) => row.id);
    if (!inOffer || !inPackage || !ordered) throw new Error('The benchmark seed made no generated tests');
    await db.insert(offerItems).values({ offerId: offerId('autumn-immunity-check'), testId: inOffer, position: 99 });
    await db
      .insert(recommendationItems)
      .values({ setId: DEMO_RECOMMENDATION_SET_ID, testId: inOffer, position: 99, reason: 'Made up' });
    const [operatorPackage] = await db
      .insert(tests)
      .values({
        slug: 'operators-package',
        name: "An operator's package",
        kind: 'package',
        categoryId: categoryId('health-check-packages'),
      })
      .returning({ id: tests.id });
    if (!operatorPackage) throw new Error('The package was not created');
    await db.insert(packageItems).values([
      { packageId: operatorPackage.id, testId: inPackage },
      { packageId: operatorPackage.id, testId: testId('tsh') },
    ]);
    const order = await confirmedByTheCart(
      testApp.app,
      checkoutRequest({ items: [{ id: ordered, patients: ['p1'] }] }),
    );
    const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: order });
    expect(placed.statusCode).toBe(201);
    // The earlier demo also priced some packages at some locations, above what their tests cost there.
    await db.insert(testPrices).values({
      id: seedId('price', 'home-service-warszawa', 'thyroid-package', '0'),
      priceListId: priceListId('home-service-warszawa'),
      testId: testId('thyroid-package'),
      priceMinor: 15900,
      validFrom: new Date(Date.now() - 120 * DAY_MS),
    });
    return { generatedIds: generated.map((row) => row.id), ordered, operatorPackage: operatorPackage.id };
  }

  it(
    'loses every generated test on the next start, with its prices and the offers, recommendations and packages naming it, and the prices it gave packages at locations',
    async () => {
      const { db } = testApp;
      const { generatedIds, ordered, operatorPackage } = await seedTheMadeUpCatalogue(db);

      await seedDemoData(db, { now: new Date() });

      const left = await db
        .select({ id: tests.id, published: tests.published })
        .from(tests)
        .where(eq(tests.generated, true));
      // The ordered one stays as the record of what was bought, but nobody can buy it any more.
      expect(left).toEqual([{ id: ordered, published: false }]);
      const stillNamed = (rows: { testId: string }[]) => rows.filter((row) => generatedIds.includes(row.testId));
      expect(stillNamed(await db.select({ testId: offerItems.testId }).from(offerItems))).toEqual([]);
      expect(stillNamed(await db.select({ testId: recommendationItems.testId }).from(recommendationItems))).toEqual([]);
      const removedIds = generatedIds.filter((id) => id !== ordered);
      expect(await db.select().from(testPrices).where(inArray(testPrices.testId, removedIds))).toEqual([]);
      expect(
        await db
          .select({ testId: packageItems.testId })
          .from(packageItems)
          .where(eq(packageItems.packageId, operatorPackage)),
      ).toEqual([{ testId: testId('tsh') }]);
      const packagePricesAtLocations = await db
        .select()
        .from(testPrices)
        .where(
          and(
            eq(testPrices.testId, testId('thyroid-package')),
            eq(testPrices.priceListId, priceListId('home-service-warszawa')),
          ),
        );
      expect(packagePricesAtLocations).toEqual([]);
    },
    SEEDING_TIMEOUT_MS,
  );
});
