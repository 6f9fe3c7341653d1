import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { priceLists, testCategories, testPrices, tests } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PricePoint {
  /** Negative for a price that takes effect in the future. */
  daysAgo: number;
  priceMinor: number;
}

/** A category of its own, so a test sees exactly the items it created. */
export async function createTestCategory(db: Database, name = 'Test category') {
  const slug = `test-category-${randomBytes(4).toString('hex')}`;
  const [category] = await db.insert(testCategories).values({ slug, name, position: 1000 }).returning();
  if (!category) throw new Error('The category was not created');
  return category;
}

/** A catalogue item with its history in the default price list. */
export async function createTestCatalogueItem(
  db: Database,
  options: { categoryId: string; name?: string; prices: PricePoint[]; now?: Date },
) {
  const slug = `test-item-${randomBytes(4).toString('hex')}`;
  const [item] = await db
    .insert(tests)
    .values({ slug, name: options.name ?? slug, kind: 'test', categoryId: options.categoryId })
    .returning();
  if (!item) throw new Error('The item was not created');
  const [defaultList] = await db.select().from(priceLists).where(eq(priceLists.isDefault, true));
  if (!defaultList) throw new Error('The database has no default price list');
  const now = (options.now ?? new Date()).getTime();
  if (options.prices.length > 0) {
    await db.insert(testPrices).values(
      options.prices.map((point) => ({
        priceListId: defaultList.id,
        testId: item.id,
        priceMinor: point.priceMinor,
        validFrom: new Date(now - point.daysAgo * DAY_MS),
      })),
    );
  }
  return item;
}

/** A price list of a collection point or of home service in a city, for location prices. */
export async function createTestPriceList(db: Database, scope: { facilityId: string } | { cityId: string }) {
  const code = `test-list-${randomBytes(4).toString('hex')}`;
  const [list] = await db
    .insert(priceLists)
    .values({ code, name: code, isDefault: false, ...scope })
    .returning();
  if (!list) throw new Error('The price list was not created');
  return list;
}

/** Adds a price history for an item to a price list (the default list when none is named). */
export async function addTestPrices(
  db: Database,
  options: { testId: string; priceListId?: string; prices: PricePoint[]; now?: Date },
): Promise<void> {
  const priceListId = options.priceListId ?? (await defaultPriceListId(db));
  const now = (options.now ?? new Date()).getTime();
  await db.insert(testPrices).values(
    options.prices.map((point) => ({
      priceListId,
      testId: options.testId,
      priceMinor: point.priceMinor,
      validFrom: new Date(now - point.daysAgo * DAY_MS),
    })),
  );
}

async function defaultPriceListId(db: Database): Promise<string> {
  const [defaultList] = await db.select().from(priceLists).where(eq(priceLists.isDefault, true));
  if (!defaultList) throw new Error('The database has no default price list');
  return defaultList.id;
}
