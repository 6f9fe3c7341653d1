import { and, eq, notInArray } from 'drizzle-orm';
import { recommendationItems, recommendationSets } from '../schema';
import type { DatabaseExecutor } from '../client';
import { testId } from './catalogue';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

/** The demo's saved recommendation: /lab-test-list/recommendations/{this id}. */
export const DEMO_RECOMMENDATION_SET_ID = seedId('recommendation-set', 'tiredness');

const TIREDNESS = {
  id: DEMO_RECOMMENDATION_SET_ID,
  title: 'Recommended for tiredness and low energy',
  note: 'Tests that find the common, treatable causes of feeling tired all the time.',
  createdAt: new Date('2026-01-15T09:00:00Z'),
};

const TIREDNESS_ITEMS = [
  { slug: 'complete-blood-count', reason: 'Anaemia is the most common cause of tiredness.' },
  { slug: 'ferritin', reason: 'Low iron stores tire you long before anaemia shows.' },
  { slug: 'tsh', reason: 'An underactive thyroid slows everything down.' },
  { slug: 'vitamin-d-25-oh', reason: 'Most people in Poland lack vitamin D in winter.' },
  { slug: 'vitamin-b12', reason: 'Low B12 causes tiredness and tingling.' },
  { slug: 'glucose', reason: 'High blood sugar can leave you drained.' },
];

export async function seedRecommendations(db: DatabaseExecutor): Promise<void> {
  await db
    .insert(recommendationSets)
    .values(TIREDNESS)
    .onConflictDoUpdate({ target: recommendationSets.id, ...upsertChanges(recommendationSets) });
  const rows = TIREDNESS_ITEMS.map((item, position) => ({
    setId: TIREDNESS.id,
    testId: testId(item.slug),
    position,
    reason: item.reason,
  }));
  await db.delete(recommendationItems).where(
    and(
      eq(recommendationItems.setId, TIREDNESS.id),
      notInArray(
        recommendationItems.testId,
        rows.map((row) => row.testId),
      ),
    ),
  );
  await db
    .insert(recommendationItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [recommendationItems.setId, recommendationItems.testId],
      ...upsertChanges(recommendationItems),
    });
}
