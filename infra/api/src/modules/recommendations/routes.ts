import type { FastifyPluginAsync } from 'fastify';
import { RecommendationsAnswer, RecommendationsQuery } from '@labshop/shared-contracts/core/api/search';
import { notFound } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { describeLocation } from '../locations/chosen-location';

const recommendationsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/catalogue/recommendations/:uuid',
    {
      schema: {
        summary: 'A saved set of recommended tests, priced at the location; 404 for an unknown uuid.',
        querystring: RecommendationsQuery,
        response: { 200: RecommendationsAnswer },
      },
    },
    async (request) => {
      // The uuid is read here, not declared: text that is no id names no set (404), whatever characters it holds.
      const { uuid } = request.params as { uuid: string };
      if (!isRecordId(uuid)) throw notFound();
      const location = await fastify.locations.resolve(request.query);
      const set = await fastify.recommendations.find(uuid, { location, now: new Date() });
      if (!set) throw notFound();
      return { ...set, currency: fastify.config.currency, location: describeLocation(location) };
    },
  );
};

export default recommendationsRoutes;
