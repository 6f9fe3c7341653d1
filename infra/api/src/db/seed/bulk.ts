/**
 * PostgreSQL takes at most 65,535 parameters in one statement; writing a large seed in chunks of rows stays under
 * it while still sending one statement per thousand rows rather than one per row.
 */
export const ROWS_PER_STATEMENT = 1000;

export async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}
