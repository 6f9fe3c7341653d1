import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedAvailability } from './availability';
import { seedCatalogue } from './catalogue';
import { seedCategories } from './categories';
import { seedCities } from './cities';
import { seedCustomerServices } from './customer-services';
import { buildDemoCatalogue } from './demo-catalogue';
import { seedDiscountCodes } from './discount-codes';
import { seedDoctors } from './doctors';
import { seedFacilities } from './facilities';
import { DEMO_GENERATED_TEST_COUNT } from './generated-tests';
import { seedNursingServices } from './nursing-services';
import { seedOffers } from './offers';
import { seedPrices } from './prices';
import { seedRecommendations } from './recommendations';
import { seedUnpublishedItems } from './unpublished-items';

export interface SeedOptions {
  /** Price history is laid out back from this moment. */
  now: Date;
  /** How many generated tests fill the catalogue; benchmarks ask for far more than the demo. */
  generatedTests?: number;
}

/** Writes the demo shop. Safe to run any number of times: a second run on the same day changes nothing. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const catalogue = buildDemoCatalogue(options.generatedTests ?? DEMO_GENERATED_TEST_COUNT);
  await db.transaction(async (tx) => {
    await seedCities(tx);
    await seedFacilities(tx);
    await seedCategories(tx);
    await seedCatalogue(tx, catalogue);
    await seedPrices(tx, catalogue, options.now);
    await seedAvailability(tx, catalogue);
    await seedNursingServices(tx);
    await seedCustomerServices(tx);
    await seedRecommendations(tx);
    await seedDoctors(tx);
    await seedDiscountCodes(tx, options.now);
    await seedUnpublishedItems(tx, options.now);
    await seedOffers(tx, options.now);
  });
  // Fresh statistics, so the planner sees thousands of tests and prices rather than guessing from empty tables.
  await db.execute(sql`analyze tests, test_prices, price_lists, package_items, unavailable_tests, test_categories`);
}
