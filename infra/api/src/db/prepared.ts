import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement. The busiest catalogue queries are built from a handful of shapes;
 * naming each shape by its text lets PostgreSQL plan it once per connection instead of on every request, which
 * for these queries costs more than running them.
 */
export async function queryPrepared<T extends QueryResultRow>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await db.$client.query<T>({ name, text, values: params });
  return result.rows;
}
