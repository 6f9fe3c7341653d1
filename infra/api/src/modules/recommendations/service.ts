import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { RecommendedItem } from '@labshop/shared-contracts/core/api/search';
import type { Database } from '../../db/client';
import { recommendationItems, recommendationSets } from '../../db/schema';
import { selectPricedItems, type PriceScope } from '../catalogue/priced-items';

/** A saved set holds a short list; this bounds one answer all the same. */
const MAX_RECOMMENDED_ITEMS = 100;

export interface RecommendationSet {
  uuid: string;
  title: string;
  note: string | null;
  createdAt: string;
  items: RecommendedItem[];
}

export function createRecommendationsService(db: Database) {
  return {
    /** The saved set with its items priced at the location, in the order they were recommended; null if unknown. */
    async find(setId: string, scope: PriceScope): Promise<RecommendationSet | null> {
      const [set] = await db.select().from(recommendationSets).where(eq(recommendationSets.id, setId));
      if (!set) return null;
      const entries = await db
        .select({ testId: recommendationItems.testId, reason: recommendationItems.reason })
        .from(recommendationItems)
        .where(eq(recommendationItems.setId, setId))
        .orderBy(asc(recommendationItems.position), asc(recommendationItems.testId));
      const { items } = await selectPricedItems(db, scope, {
        where: sql`t.id in (select ri.test_id from recommendation_items ri where ri.set_id = ${setId}::uuid)`,
        orderBy: sql`slug`,
        limit: MAX_RECOMMENDED_ITEMS,
      });
      const byId = new Map(items.map((item) => [item.id, item]));
      // Items no longer on sale drop out of the set rather than showing without a price.
      const recommended = entries.flatMap((entry) => {
        const item = byId.get(entry.testId);
        return item ? [{ ...item, reason: entry.reason }] : [];
      });
      return {
        uuid: set.id,
        title: set.title,
        note: set.note,
        createdAt: set.createdAt.toISOString(),
        items: recommended,
      };
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    recommendations: RecommendationsService;
  }
}

export default fp(
  async function recommendationsService(fastify) {
    fastify.decorate('recommendations', createRecommendationsService(fastify.db));
  },
  { name: 'recommendations-service', dependencies: ['database'] },
);
