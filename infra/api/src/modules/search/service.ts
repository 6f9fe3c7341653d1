import fp from 'fastify-plugin';
import type { TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { SearchMatchesQuery } from '../catalogue/service';
import { hasSearchableCharacters } from './search-text';

/** The catalogue's ranked matches for cleaned words: asked of the catalogue service, which owns the items. */
type FindMatches = (query: SearchMatchesQuery) => Promise<TestSummary[]>;

export function createSearchService(deps: { findMatches: FindMatches }) {
  return {
    /** Words with no letter or digit (punctuation alone) match nothing, so the catalogue is not asked. */
    async search(query: SearchMatchesQuery): Promise<TestSummary[]> {
      if (!hasSearchableCharacters(query.text)) return [];
      return deps.findMatches(query);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueSearch: SearchService;
  }
}

export default fp(
  async function searchService(fastify) {
    fastify.decorate(
      'catalogueSearch',
      createSearchService({ findMatches: (query) => fastify.catalogue.searchMatches(query) }),
    );
  },
  { name: 'search-service', dependencies: ['catalogue-service'] },
);
