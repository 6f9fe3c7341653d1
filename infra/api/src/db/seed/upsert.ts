import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The ON CONFLICT parts of an idempotent insert: every non-key column takes the incoming value (generated
 * columns follow by themselves), and a row whose values are all unchanged is not written at all.
 */
export function upsertChanges(table: PgTable): { set: Record<string, SQL>; setWhere: SQL } {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.primary || column.generated !== undefined) continue;
    set[key] = sql`excluded.${sql.identifier(column.name)}`;
  }
  const name = sql.identifier(getTableName(table));
  return { set, setWhere: sql`(${name}.*) is distinct from (excluded.*)` };
}

/**
 * The rows that are new or differ from the stored ones, compared on the rows' own fields. Large seeds write only
 * these, so starting the API on an already seeded database costs a read rather than thousands of writes.
 */
export function changedRows<T extends { id: string }>(
  rows: readonly T[],
  stored: readonly Record<string, unknown>[],
): T[] {
  const storedById = new Map(stored.map((row) => [row.id, row]));
  return rows.filter((row) => {
    const current = storedById.get(row.id);
    if (!current) return true;
    return Object.entries(row).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key]));
  });
}
