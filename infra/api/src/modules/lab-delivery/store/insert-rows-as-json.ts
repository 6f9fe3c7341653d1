import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './transaction';

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, turned back into typed rows by
 * PostgreSQL (`jsonb_to_recordset`). Building a multi-row insert costs the query builder about a millisecond per
 * ten rows and a parameter per value (at most 65,535 a statement), which a lab report of thousands of values
 * outgrows. Columns and their types come from the table's own schema, so the statement follows it; every row must
 * give the same columns (a column a row leaves out is null, not its default).
 */
export async function insertRowsAsJson<Table extends PgTable>(
  tx: Transaction,
  table: Table,
  rows: ReadonlyArray<InferInsertModel<Table>>,
): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as rows(${types})`,
  );
}
