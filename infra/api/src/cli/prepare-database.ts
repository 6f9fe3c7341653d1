import { Pool } from 'pg';
import { prepareDatabase } from '../db/prepare';
import { readConfig } from '../platform/config';

/**
 * `npm run db:prepare -w @labshop/api`: migrates DATABASE_URL's database and writes the demo data (SEED_DEMO_DATA),
 * once, before any API instance starts; the instances then run with PREPARE_DATABASE_ON_START=false. It is
 * compose's one-shot migrate service, and a deployment's release step elsewhere.
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl === null) {
    throw new Error('DATABASE_URL is not set: `npm start` prepares its own embedded database as it starts');
  }
  const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
  try {
    await prepareDatabase(pool, { migrate: true, seed: config.seedDemoData, demoAccounts: config.demoAccounts });
  } finally {
    await pool.end();
  }
  console.log(`The database is migrated${config.seedDemoData ? ' and holds the demo data' : ''}.`);
}

main().catch((error: unknown) => {
  console.error('The database could not be prepared:', error instanceof Error ? error.message : error);
  process.exit(1);
});
