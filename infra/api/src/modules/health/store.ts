import { sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: DatabaseExecutor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
