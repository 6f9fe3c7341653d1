import type { FastifyPluginAsync } from 'fastify';
import { HealthAnswer } from '@labshop/shared-contracts/core/api/locations';
import { version } from '../../../package.json';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const healthRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/health',
    {
      schema: {
        summary: 'Whether the API and its database answer; 503 while the database does not.',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const reachable = await fastify.health.isDatabaseReachable();
      // 503 lets a load balancer take this instance out of rotation until the database is back.
      if (!reachable) reply.code(503);
      return { status: reachable ? 'ok' : 'unavailable', database: reachable ? 'ok' : 'unreachable', version };
    },
  );
};

export default healthRoutes;
