import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';

/** The app's database; $client is the pool (or connection) underneath, for statements prepared by name. */
export type Database = NodePgDatabase<typeof schema> & { $client: Pool | PoolClient };
/** A database or a transaction on it: what queries that may run inside a transaction accept. */
export type DatabaseExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export function createDatabase(client: Pool | PoolClient): Database {
  return drizzle(client, { schema });
}
