import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Every row of the given tables, in a stable order, as text: two snapshots are equal when nothing changed. */
export async function snapshotTables(db: Database, tables: readonly string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    result[table] = rows.rows.map((row) => row.row);
  }
  return result;
}
