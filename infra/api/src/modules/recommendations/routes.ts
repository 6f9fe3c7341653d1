import type { FastifyPluginAsync } from 'fastify';
import { RecommendationsAnswer, RecommendationsQuery } from '@labshop/shared-contracts/core/api/search';
import { notFound } from '../../platform/errors';
import { isRecordId, withoutEmptyValues } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { validateInput } from '../../platform/validation';
import { describeLocation } from '../locations/chosen-location';

const recommendationsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  // The uuid is read here: text that is no id names no set (404), whatever characters it holds.
  fastify.get<{ Params: { uuid: string } }>(
    '/catalogue/recommendations/:uuid',
    {
      schema: {
        summary: 'A saved set of recommended tests, priced at the location; 404 for an unknown uuid.',
        response: { 200: RecommendationsAnswer },
      },
    },
    async (request) => {
      // Empty values count as absent, as the shared client leaves them out: the query is read here.
      const query = validateInput(RecommendationsQuery, withoutEmptyValues(request.query));
      if (!isRecordId(request.params.uuid)) throw notFound();
      const location = await fastify.locations.resolve(query);
      const set = await fastify.recommendations.find(request.params.uuid, { location, now: new Date() });
      if (!set) throw notFound();
      return { ...set, currency: fastify.config.currency, location: describeLocation(location) };
    },
  );
};

export default recommendationsRoutes;
