import type { FastifyPluginAsync } from 'fastify';
import type { Infer } from 'superstruct';
import type { HealthAnswer } from '@labshop/shared-contracts/core/api/locations';
import { version } from '../../../package.json';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/health', async (_request, reply): Promise<Infer<typeof HealthAnswer>> => {
    const reachable = await fastify.health.isDatabaseReachable();
    // 503 lets a load balancer take this instance out of rotation until the database is back.
    if (!reachable) reply.code(503);
    return { status: reachable ? 'ok' : 'unavailable', database: reachable ? 'ok' : 'unreachable', version };
  });
};

export default healthRoutes;
