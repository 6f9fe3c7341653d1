import { Client, Pool } from 'pg';
import { createDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { AppConfig } from '../platform/config';
import { EMBEDDED_DATABASE } from '../platform/database';

export interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * The shop's database for a command-line script, migrated: DATABASE_URL's; else the embedded server `npm start`
 * runs, if it is running; else the embedded server started for the script's run and stopped after it.
 */
export async function openDatabase(config: AppConfig): Promise<OpenDatabase> {
  const { embeddedPostgresUrl, ensureDatabase, startEmbeddedPostgres } = await import('../platform/embedded-postgres');
  let url = config.databaseUrl;
  let stopServer = async (): Promise<void> => undefined;
  if (url === null) {
    const runningUrl = embeddedPostgresUrl(config.embeddedPostgresPort, EMBEDDED_DATABASE);
    if (await accepts(runningUrl)) {
      url = runningUrl;
    } else {
      const server = await startEmbeddedPostgres({
        dataDir: config.embeddedPostgresDir,
        port: config.embeddedPostgresPort,
      });
      await ensureDatabase(server.adminUrl, EMBEDDED_DATABASE);
      url = server.urlFor(EMBEDDED_DATABASE);
      stopServer = async () => server.stop();
    }
  }
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    await prepareDatabase(pool, { migrate: true, seed: false });
  } catch (error) {
    await pool.end();
    await stopServer();
    throw error;
  }
  return {
    db: createDatabase(pool),
    close: async () => {
      await pool.end();
      await stopServer();
    },
  };
}

async function accepts(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
