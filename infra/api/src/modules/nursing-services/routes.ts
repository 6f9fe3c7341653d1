import type { FastifyPluginAsync } from 'fastify';
import type { NursingServicesAnswer } from '@labshop/shared-contracts/core/api/locations';

const nursingServicesRoutes: FastifyPluginAsync = async (fastify) => {
  /** GET /services/nursing-services: the three nursing fees in minor units. */
  fastify.get('/services/nursing-services', async (): Promise<NursingServicesAnswer> =>
    fastify.nursingServices.currentPrices(),
  );
};

export default nursingServicesRoutes;
