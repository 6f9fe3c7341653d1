import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
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

/** Writes a new set with its tests in the order given, in the caller's transaction `db`. */
export async function insertRecommendationSet(
  db: DatabaseExecutor,
  set: { id: string; title: string; note: string | null; createdAt: Date },
  items: readonly { testId: string; reason: string }[],
): Promise<void> {
  await db.insert(recommendationSets).values(set);
  if (items.length === 0) return;
  await db
    .insert(recommendationItems)
    .values(items.map((item, position) => ({ setId: set.id, testId: item.testId, reason: item.reason, position })));
}
