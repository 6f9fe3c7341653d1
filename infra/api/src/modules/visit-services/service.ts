import fp from 'fastify-plugin';
import type { DatabaseExecutor } from '../../db/client';
import { listVisitServices } from './store';

export function createVisitServicesService(db: DatabaseExecutor) {
  return { list: () => listVisitServices(db) };
}

export type VisitServicesService = ReturnType<typeof createVisitServicesService>;

declare module 'fastify' {
  interface FastifyInstance {
    visitServices: VisitServicesService;
  }
}

export default fp(
  async function visitServicesService(fastify) {
    fastify.decorate('visitServices', createVisitServicesService(fastify.db));
  },
  { name: 'visit-services-service', dependencies: ['database'] },
);
