import fp from 'fastify-plugin';
import type { RecommendedItem } from '@labshop/shared-contracts/core/api/search';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { CatalogueService, PriceScope } from '../catalogue/service';
import { findRecommendationSet, insertRecommendationSet, listRecommendationEntries } from './store';

/** A saved set holds a short list; this bounds one answer all the same. */
const MAX_RECOMMENDED_ITEMS = 100;

export interface RecommendationSet {
  uuid: string;
  title: string;
  note: string | null;
  createdAt: string;
  items: RecommendedItem[];
}

/** The saved sets are this module's; the items' prices are the catalogue's. */
export function createRecommendationsService(db: Database, catalogue: Pick<CatalogueService, 'pricedItemsAmong'>) {
  return {
    /** The saved set with its items priced at the location, in the order they were recommended; null if unknown. */
    async find(setId: string, scope: PriceScope): Promise<RecommendationSet | null> {
      const set = await findRecommendationSet(db, setId);
      if (!set) return null;
      const entries = await listRecommendationEntries(db, setId);
      const items = await catalogue.pricedItemsAmong(
        entries.map((entry) => entry.testId),
        scope,
        { order: 'by-slug', limit: MAX_RECOMMENDED_ITEMS },
      );
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

    /**
     * Keeps a new set under `set.id`, so its link (/lab-test-list/recommendations/{id}) shows it: how the health
     * quiz shares what it recommends. Written in the caller's transaction `tx` when one is given.
     */
    async save(
      set: { id: string; title: string; note: string | null; createdAt: Date },
      items: readonly { testId: string; reason: string }[],
      tx: DatabaseExecutor = db,
    ): Promise<void> {
      await insertRecommendationSet(tx, set, items);
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
    fastify.decorate('recommendations', createRecommendationsService(fastify.db, fastify.catalogue));
  },
  { name: 'recommendations-service', dependencies: ['database', 'catalogue-service'] },
);
