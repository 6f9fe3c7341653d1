import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue on the app's own database. Modules define their queues (and schedules) while they register; the
 * queue starts once the app is ready, and stops before the database closes, so no worker outlives the app.
 */
export default fp(
  async function jobs(fastify) {
    const pool = fastify.db.$client;
    const queue = createJobQueue({
      connection: { executeSql: (text, values) => pool.query(text, values) },
      log: fastify.log,
      worker: fastify.config.jobsWorker,
    });
    fastify.decorate('jobs', queue);
    fastify.addHook('onReady', async () => queue.start());
    // onClose hooks run in the reverse order of registration: this one before the database plugin ends the pool.
    fastify.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
