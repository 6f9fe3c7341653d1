import type { FastifyPluginAsync } from 'fastify';
import { NursingServicesAnswer } from '@labshop/shared-contracts/core/api/locations';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const nursingServicesRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/services/nursing-services',
    { schema: { summary: 'The three nursing fees, in minor units.', response: { 200: NursingServicesAnswer } } },
    async () => fastify.nursingServices.currentPrices(),
  );
};

export default nursingServicesRoutes;
