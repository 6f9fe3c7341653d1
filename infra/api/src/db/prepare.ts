import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { installJobQueueSchema } from '../platform/jobs/job-queue-schema';
import { MIGRATIONS_DIR } from '../platform/paths';
import { createDatabase } from './client';
import { seedDemoData } from './seed';
import { seedDemoAccounts } from './seed/demo-accounts';

export interface PrepareOptions {
  migrate: boolean;
  seed: boolean;
  /** Also write the demo accounts (DEMO_ACCOUNTS); only with `seed`, as they order the demo catalogue's tests. */
  demoAccounts?: boolean;
  /** The moment demo price history is laid out from; tests pass a fixed one. */
  now?: Date;
}

// Any number that is the same for every instance: it names the lock, nothing more.
const PREPARE_LOCK_KEY = 4_000_417;

/**
 * Applies the committed migrations (and the job queue's own schema) and writes the demo data. Several API instances may start at once,
 * so they take turns under an advisory lock and each finds the work of the one before it done.
 */
export async function prepareDatabase(pool: Pool, options: PrepareOptions): Promise<void> {
  if (!options.migrate && !options.seed) return;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    const db = createDatabase(client);
    if (options.migrate) {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      await installJobQueueSchema(client);
    }
    const now = options.now ?? new Date();
    if (options.seed) await seedDemoData(db, { now });
    if (options.seed && options.demoAccounts) await seedDemoAccounts(db, { now });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
