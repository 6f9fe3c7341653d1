import { eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { resultsSeen } from '../../../db/schema';

/** When the account holder last opened their results; null before the first time. */
export async function findResultsSeenAt(db: DatabaseExecutor, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: resultsSeen.seenAt })
    .from(resultsSeen)
    .where(eq(resultsSeen.accountId, accountId));
  return row?.seenAt ?? null;
}

/**
 * The account holder opened their results at `now`: the mark moves forward, never back (a device whose clock or
 * request is late leaves a later mark as it is). Answers the mark as it stands.
 */
export async function markResultsSeen(db: DatabaseExecutor, accountId: string, now: Date): Promise<Date> {
  const [row] = await db
    .insert(resultsSeen)
    .values({ accountId, seenAt: now })
    .onConflictDoUpdate({
      target: resultsSeen.accountId,
      set: { seenAt: sql`greatest(${resultsSeen.seenAt}, excluded.seen_at)` },
    })
    .returning({ seenAt: resultsSeen.seenAt });
  if (!row) throw new Error('The results-seen mark was not written');
  return row.seenAt;
}
