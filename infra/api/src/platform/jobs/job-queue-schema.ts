import PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';

/**
 * Creates (or brings up to date) pg-boss's own schema, `pgboss`, as pg-boss does at every start. Run with the
 * migrations, so a database prepared once (the tests' template, a fresh installation) is ready for the queue.
 */
export async function installJobQueueSchema(client: Pool | PoolClient): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values) },
    migrate: true,
    supervise: false,
    schedule: false,
  });
  let failure: unknown = null;
  boss.on('error', (error) => (failure = error));
  await boss.start();
  await boss.stop({ graceful: false });
  if (failure !== null) throw failure;
}
