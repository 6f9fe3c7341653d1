import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { databaseAnswers } from './store';

export function createHealthService(db: Database) {
  return {
    /** True when the database answers a trivial query. */
    isDatabaseReachable: () => databaseAnswers(db),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
  }
}

export default fp(
  async function healthService(fastify) {
    fastify.decorate('health', createHealthService(fastify.db));
  },
  { name: 'health-service', dependencies: ['database'] },
);
