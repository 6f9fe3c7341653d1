import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_DEFAULT_LIMIT, SearchAnswer } from '@labshop/shared-contracts/core/api/search';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { describeLocation } from '../locations/chosen-location';
import { SearchRequest } from './search-request';
import { cleanSearchText } from './search-text';

const searchRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  /** Results as you type (/lab-test-list/search). An empty query is a question with no answer yet, not an error. */
  const schema = {
    summary: 'Catalogue items matching the words typed, best first.',
    querystring: SearchRequest,
    response: { 200: SearchAnswer },
  };
  fastify.get('/catalogue/search', { schema }, async (request) => {
    const { query } = request;
    const location = await fastify.locations.resolve(query);
    const text = cleanSearchText(query.q ?? '');
    const items = await fastify.catalogueSearch.search({
      text,
      limit: query.limit ?? SEARCH_DEFAULT_LIMIT,
      group: query.group ?? null,
      scope: { location, now: new Date() },
    });
    return { query: text, items, currency: fastify.config.currency, location: describeLocation(location) };
  });
};

export default searchRoutes;
