import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recommendationItems, recommendationSets } from '../../db/schema';

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
