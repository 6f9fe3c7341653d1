import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { searchCatalogue, type SearchParams } from './store';

export function createSearchService(db: Database) {
  return { search: (params: SearchParams) => searchCatalogue(db, params) };
}

export type SearchService = ReturnType<typeof createSearchService>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueSearch: SearchService;
  }
}

export default fp(
  async function searchService(fastify) {
    fastify.decorate('catalogueSearch', createSearchService(fastify.db));
  },
  { name: 'search-service', dependencies: ['database'] },
);
