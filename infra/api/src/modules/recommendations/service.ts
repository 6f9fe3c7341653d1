import fp from 'fastify-plugin';
import type { RecommendedItem } from '@labshop/shared-contracts/core/api/search';
import type { Database } from '../../db/client';
import type { PriceScope } from '../catalogue/store/priced-items';
import { findRecommendationSet, listRecommendationEntries, pricedItemsOfSet } from './store';

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
      const set = await findRecommendationSet(db, setId);
      if (!set) return null;
      const entries = await listRecommendationEntries(db, setId);
      const items = await pricedItemsOfSet(db, setId, scope);
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
