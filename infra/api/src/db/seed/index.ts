import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedAvailability } from './availability';
import { buildBenchmarkTests } from './benchmark/benchmark-catalogue';
import { seedCatalogue } from './catalogue';
import { seedCategories } from './categories';
import { seedCities } from './cities';
import { seedCustomerServices } from './customer-services';
import { buildDemoCatalogue, type DemoCatalogueItem } from './demo-catalogue';
import { seedDiscountCodes } from './discount-codes';
import { seedDoctorBooking } from './doctor-booking';
import { seedDoctors } from './doctors';
import { seedFacilities } from './facilities';
import { seedHomeVisitWindows } from './home-visit-windows';
import { seedNursingServices } from './nursing-services';
import { seedOffers } from './offers';
import { seedPrices } from './prices';
import { seedRecommendations } from './recommendations';
import { seedUnpublishedItems } from './unpublished-items';

export interface SeedOptions {
  /** Price history is laid out back from this moment. */
  now: Date;
  /**
   * Generated tests added on top of the demo shop, for a benchmark database at the scale of a full lab catalogue.
   * Only benchmarks ask for them: the shop that `npm start`, the tests and the containers seed has real tests only,
   * and seeding without them removes any a database still holds.
   */
  benchmarkTests?: number;
}

/** Writes the demo shop. Safe to run any number of times: a second run on the same day changes nothing. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const catalogue = catalogueFor(options.benchmarkTests ?? 0);
  await db.transaction(async (tx) => {
    await seedCities(tx);
    await seedFacilities(tx);
    await seedHomeVisitWindows(tx);
    await seedCategories(tx);
    await seedCatalogue(tx, catalogue);
    await seedPrices(tx, catalogue, options.now);
    await seedAvailability(tx, catalogue);
    await seedNursingServices(tx);
    await seedCustomerServices(tx);
    await seedRecommendations(tx);
    await seedDoctors(tx);
    await seedDoctorBooking(tx);
    await seedDiscountCodes(tx, options.now);
    await seedUnpublishedItems(tx, options.now);
    await seedOffers(tx, options.now);
  });
  // Fresh statistics, so the planner sees the tests and prices as they are rather than guessing from empty tables.
  await db.execute(sql`analyze tests, test_prices, price_lists, package_items, unavailable_tests, test_categories`);
}

function catalogueFor(benchmarkTests: number): DemoCatalogueItem[] {
  const demo = buildDemoCatalogue();
  if (benchmarkTests <= 0) return demo;
  return [...demo, ...buildBenchmarkTests(benchmarkTests, new Set(demo.map((item) => item.slug)))];
}
