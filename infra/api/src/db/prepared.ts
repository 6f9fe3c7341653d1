import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a query and answers its rows as the database names their columns. The busiest catalogue queries are built
 * from a handful of shapes; the app's connections prepare each text once (platform/prepared-statements), so
 * PostgreSQL plans each shape once per connection instead of on every request.
 */
export async function queryPrepared<T extends QueryResultRow>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query<T>({ text, values: params });
  return result.rows;
}
