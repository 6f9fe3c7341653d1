import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { databaseAnswers } from './store';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  jobQueue: 'ok' | 'unreachable';
  /** The instance is shutting down: it finishes what it has and takes nothing new. */
  draining: boolean;
}

export function createHealthService(db: Database, jobs: JobQueue, isDraining: () => boolean) {
  return {
    /** True when the database answers a trivial query. */
    isDatabaseReachable: () => databaseAnswers(db),
    /**
     * Whether a load balancer or compose should send this instance requests: the database answers, the job queue
     * has started on it (so what a request queues is written and worked), and the instance is not shutting down.
     */
    async readiness(): Promise<Readiness> {
      const database = (await databaseAnswers(db)) ? 'ok' : 'unreachable';
      const jobQueue = jobs.isRunning() ? 'ok' : 'unreachable';
      const draining = isDraining();
      return { ready: database === 'ok' && jobQueue === 'ok' && !draining, database, jobQueue, draining };
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
    let draining = false;
    // preClose runs as the app starts to close, before the server stops listening: from then on it is not ready.
    fastify.addHook('preClose', async () => {
      draining = true;
    });
    fastify.decorate(
      'health',
      createHealthService(fastify.db, fastify.jobs, () => draining),
    );
  },
  { name: 'health-service', dependencies: ['database', 'jobs'] },
);
