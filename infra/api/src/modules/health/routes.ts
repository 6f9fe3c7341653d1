import type { FastifyPluginAsync } from 'fastify';
import { HealthAnswer, LivenessAnswer, ReadinessAnswer } from '@labshop/shared-contracts/core/api/locations';
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

  fastify.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: 503 while the database or the job queue cannot be reached, or while shutting down.',
        response: { 200: ReadinessAnswer, 503: ReadinessAnswer },
      },
    },
    async (_request, reply) => {
      const { ready, database, jobQueue, draining } = await fastify.health.readiness();
      if (!ready) reply.code(503);
      return { status: ready ? 'ok' : draining ? 'draining' : 'unavailable', database, jobQueue };
    },
  );

  // Liveness asks nothing of the database: an instance waiting for its database is alive, and restarting it
  // would not bring the database back.
  fastify.get(
    '/health/live',
    { schema: { summary: 'Liveness: the process answers.', response: { 200: LivenessAnswer } } },
    async () => ({ status: 'ok' }),
  );
};

export default healthRoutes;
