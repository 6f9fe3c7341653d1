import fp from 'fastify-plugin';
import { Pool } from 'pg';
import { createDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { RunningPostgres } from './embedded-postgres';
import { PreparingClient } from './prepared-statements';

export interface DatabaseOptions {
  /** Apply the committed migrations at start. */
  migrate: boolean;
  /** Write the demo data at start (idempotent). */
  seed: boolean;
}

/** The database the embedded server holds the shop in. */
export const EMBEDDED_DATABASE = 'labshop';
const POOL_SIZE = 10;
/** SQLSTATE of a connection ended because the server is shutting down (a restart, or our own stop). */
const ADMIN_SHUTDOWN = '57P01';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Connects to DATABASE_URL, or with none starts an embedded PostgreSQL whose data lives in .data/postgres (or EMBEDDED_PG_DIR)
 * (so `npm start` needs nothing installed), then migrates and seeds as asked. Closing the app closes both.
 */
export default fp<DatabaseOptions>(
  async function database(fastify, options) {
    const { config, log } = fastify;
    // Filled in as they start, so closing after a failed start still stops what did start.
    const opened: { pool?: Pool; embedded?: RunningPostgres } = {};
    fastify.addHook('onClose', async () => {
      await opened.pool?.end();
      await opened.embedded?.stop();
    });

    let url = config.databaseUrl;
    if (url === null) {
      // Loaded only when needed: it is an ES module that starts processes, which servers with a URL never use.
      const { startEmbeddedPostgres, ensureDatabase } = await import('./embedded-postgres');
      const dataDir = config.embeddedPostgresDir;
      log.info({ dataDir, port: config.embeddedPostgresPort }, 'Starting embedded PostgreSQL');
      const embedded = await startEmbeddedPostgres({
        dataDir,
        port: config.embeddedPostgresPort,
        log: (line) => log.debug({ postgres: line }, 'embedded PostgreSQL'),
      });
      opened.embedded = embedded;
      await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
      url = embedded.urlFor(EMBEDDED_DATABASE);
    }

    const pool = new Pool({ connectionString: url, max: POOL_SIZE, Client: PreparingClient });
    opened.pool = pool;
    // An idle connection that drops must not crash the process; the pool opens a new one when needed.
    pool.on('error', (error) => {
      if ('code' in error && error.code === ADMIN_SHUTDOWN) log.info('The database server closed an idle connection');
      else log.error({ err: error }, 'Idle database connection failed');
    });
    fastify.decorate('db', createDatabase(pool));
    await prepareDatabase(pool, { ...options, demoAccounts: config.demoAccounts });
  },
  { name: 'database', dependencies: ['config'] },
);
