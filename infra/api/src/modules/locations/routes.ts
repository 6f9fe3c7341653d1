import type { FastifyPluginAsync } from 'fastify';
import type { City } from '@labshop/shared-contracts/core/api/locations';

const locationsRoutes: FastifyPluginAsync = async (fastify) => {
  /** GET get-cities: the cities the shop serves, each saying whether nurses visit homes there. */
  fastify.get('/get-cities', async (): Promise<City[]> => fastify.locations.listCities());
};

export default locationsRoutes;
