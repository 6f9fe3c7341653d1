import type { FastifyPluginAsync } from 'fastify';
import { array, object, string } from 'superstruct';
import { City } from '@labshop/shared-contracts/core/api/locations';
import { HomeVisitDaysAnswer } from '@labshop/shared-contracts/core/api/home-visits';
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

  fastify.get(
    '/home-visit-windows',
    {
      schema: {
        summary: 'The days and time windows a nurse can visit homes in a city, from tomorrow for two weeks.',
        querystring: object({ city_uuid: string() }),
        response: { 200: HomeVisitDaysAnswer },
      },
    },
    async (request) => fastify.locations.homeVisitDays(request.query.city_uuid),
  );
};

export default locationsRoutes;
