import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

export function createHealthService(db: Database) {
  return {
    /** True when the database answers a trivial query. */
    async isDatabaseReachable(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
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
