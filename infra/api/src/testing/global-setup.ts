import { createServer } from 'node:net';
import path from 'node:path';
import { Pool } from 'pg';
import { prepareDatabase } from '../db/prepare';
import type { RunningPostgres } from '../platform/embedded-postgres';
import { DATA_DIR } from '../platform/paths';
import { TEST_DATABASE_PREFIX, TEST_ENV, createDatabase, databaseUrl, dropDatabase } from './test-database';

/** A port nothing listens on now, so two test runs on one machine never share a server by accident. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

declare global {
  // Handed from the global setup to the global teardown, which run in the same process.
  var labshopTestPostgres: RunningPostgres | undefined;
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's, or a throwaway embedded one on a free port), and a
 * template database migrated and seeded, which each test file clones into a database of its own.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) {
    const { startEmbeddedPostgres } = await import('../platform/embedded-postgres');
    const server = await startEmbeddedPostgres({
      dataDir: path.join(DATA_DIR, `test-postgres-${process.pid}`),
      port: Number(process.env.TEST_PG_PORT) || (await freePort()),
      throwaway: true,
    });
    globalThis.labshopTestPostgres = server;
    adminUrl = server.adminUrl;
  }

  // The run's process id keeps two runs on one server (a developer's and CI's) out of each other's way.
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_template`;
  try {
    await createDatabase(adminUrl, template);
    const pool = new Pool({ connectionString: databaseUrl(adminUrl, template), max: 2 });
    try {
      await prepareDatabase(pool, { migrate: true, seed: true });
    } finally {
      await pool.end();
    }
  } catch (error) {
    // jest skips the teardown when the setup fails, so clean up here.
    await dropDatabase(adminUrl, template).catch(() => undefined);
    await globalThis.labshopTestPostgres?.stop();
    throw error;
  }
  process.env[TEST_ENV.adminUrl] = adminUrl;
  process.env[TEST_ENV.template] = template;
}
