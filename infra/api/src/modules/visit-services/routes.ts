import type { FastifyPluginAsync } from 'fastify';
import type { VisitServicesAnswer } from '@labshop/shared-contracts/core/api/location-prices';

const visitServicesRoutes: FastifyPluginAsync = async (fastify) => {
  /** The visit services with their prices per patient, which the cart reads on every price refresh. */
  fastify.get('/services/visit-services', async (): Promise<VisitServicesAnswer> => fastify.visitServices.list());
};

export default visitServicesRoutes;
