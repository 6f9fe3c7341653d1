import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { City } from '@labshop/shared-contracts/core/api/locations';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const locationsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/get-cities',
    {
      schema: {
        summary: 'The cities the shop serves, each saying whether nurses visit homes there.',
        response: { 200: array(City) },
      },
    },
    async () => fastify.locations.listCities(),
  );
};

export default locationsRoutes;
