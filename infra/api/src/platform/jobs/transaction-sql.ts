import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatabaseExecutor } from '../../db/client';

const PLACEHOLDER = /\$(\d+)/g;

/**
 * pg-boss's statement (numbered placeholders $1, $2…, some used more than once) as a drizzle query with the same
 * meaning. Drizzle numbers parameters in the order they appear, so each placeholder becomes a parameter where it
 * first appears and refers back to that parameter's new number wherever it appears again: one value, one type.
 */
export function numberedToDrizzle(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  const numberOf = new Map<number, number>();
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const original = Number(match[1]);
    if (original < 1 || original > values.length) {
      throw new Error(`The statement refers to $${original} but ${values.length} values were given`);
    }
    chunks.push(sql.raw(text.slice(from, match.index)));
    const known = numberOf.get(original);
    if (known === undefined) {
      numberOf.set(original, numberOf.size + 1);
      chunks.push(sql`${sql.param(values[original - 1])}`);
    } else {
      chunks.push(sql.raw(`$${known}`));
    }
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/**
 * pg-boss's connection interface over a drizzle database or transaction, so a job is written by the caller's
 * transaction: it exists if and only if the change that caused it commits.
 */
export function jobQueueConnection(executor: DatabaseExecutor): PgBoss.Db {
  return {
    // pg-boss types its values and rows loosely; ours are what node-postgres returns for the statement.
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.execute(numberedToDrizzle(text, values));
      return { rows: result.rows };
    },
  };
}
