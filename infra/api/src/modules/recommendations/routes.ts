import type { FastifyPluginAsync } from 'fastify';
import { RecommendationsQuery, type RecommendationsAnswer } from '@labshop/shared-contracts/core/api/search';
import { notFound } from '../../platform/errors';
import { isRecordId, withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { describeLocation } from '../locations/chosen-location';

const recommendationsRoutes: FastifyPluginAsync = async (fastify) => {
  /** A saved set of recommended tests (/lab-test-list/recommendations/{uuid}); 404 for an unknown uuid. */
  fastify.get<{ Params: { uuid: string } }>(
    '/catalogue/recommendations/:uuid',
    async (request): Promise<RecommendationsAnswer> => {
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
