import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recommendationItems, recommendationSets } from '../../db/schema';
import { selectPricedItems, type PriceScope } from '../catalogue/store/priced-items';

/** A saved set holds a short list; this bounds one answer all the same. */
const MAX_RECOMMENDED_ITEMS = 100;

/** A saved set of recommendations; null when unknown. */
export async function findRecommendationSet(db: Database, setId: string) {
  const [set] = await db.select().from(recommendationSets).where(eq(recommendationSets.id, setId));
  return set ?? null;
}

/** The set's tests with why each is recommended, in the order they were recommended. */
export async function listRecommendationEntries(db: Database, setId: string) {
  return db
    .select({ testId: recommendationItems.testId, reason: recommendationItems.reason })
    .from(recommendationItems)
    .where(eq(recommendationItems.setId, setId))
    .orderBy(asc(recommendationItems.position), asc(recommendationItems.testId));
}

/** The set's items on sale, priced at the scope's location. */
export async function pricedItemsOfSet(db: Database, setId: string, scope: PriceScope) {
  const { items } = await selectPricedItems(db, scope, {
    where: sql`t.id in (select ri.test_id from recommendation_items ri where ri.set_id = ${setId}::uuid)`,
    orderBy: sql`slug`,
    limit: MAX_RECOMMENDED_ITEMS,
  });
  return items;
}
