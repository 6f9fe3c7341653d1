import type { FastifyPluginAsync } from 'fastify';
import { VisitServicesAnswer } from '@labshop/shared-contracts/core/api/location-prices';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const visitServicesRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/services/visit-services',
    {
      schema: {
        // The cart reads them on every price refresh.
        summary: 'The visit services with their prices per patient.',
        response: { 200: VisitServicesAnswer },
      },
    },
    async () => fastify.visitServices.list(),
  );
};

export default visitServicesRoutes;
