import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounters } from '../db/schema';
import { TooManyAttemptsError } from './errors';

/** How many attempts one key may make within a window (a login per address, codes per address…). */
export interface AttemptLimit {
  /** What is limited, e.g. 'login-address'; stored keys are `<scope>:<account, address or value>`. */
  scope: string;
  max: number;
  windowMs: number;
  /** What the caller reads in the 429 answer. */
  message: string;
}

/** An attempt counted against one key: given back when it turns out not to count (the right password). */
export interface TakenAttempt {
  key: string;
  windowStartedAt: Date;
}

export const storedKey = (scope: string, key: string) => `${scope}:${key}`;

/**
 * Counts one attempt against the key unless its window is full, in one statement: of any number of requests at
 * once, on any number of API instances, exactly `max` are counted and the rest refused. Null when refused.
 * A window that has passed starts again at 1.
 */
export async function takeAttempt(
  db: Database,
  limit: AttemptLimit,
  key: string,
  now: Date,
): Promise<TakenAttempt | null> {
  const stored = storedKey(limit.scope, key);
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const windowPassed = sql`${attemptCounters.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key: stored, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${windowPassed} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowPassed} then ${now}::timestamptz else ${attemptCounters.windowStartedAt} end`,
      },
      // The row stays locked from this check to the write, so two requests never both take the last attempt.
      setWhere: sql`${windowPassed} or ${attemptCounters.count} < ${limit.max}::integer`,
    })
    .returning({ windowStartedAt: attemptCounters.windowStartedAt });
  return row ? { key: stored, windowStartedAt: row.windowStartedAt } : null;
}

/**
 * Takes an attempt from every key (an account and an address, say), or from none: when one key is used up the
 * others are given back and the caller gets 429 with the limit's message.
 */
export async function takeAttempts(
  db: Database,
  limit: AttemptLimit,
  keys: readonly string[],
  now: Date,
): Promise<TakenAttempt[]> {
  const taken: TakenAttempt[] = [];
  for (const key of keys) {
    const attempt = await takeAttempt(db, limit, key, now);
    if (attempt === null) {
      await giveBack(db, taken);
      throw new TooManyAttemptsError(limit.message);
    }
    taken.push(attempt);
  }
  return taken;
}

/** Uncounts attempts taken earlier, in the window they were taken in (a window started since is left alone). */
export async function giveBack(db: Database, taken: readonly TakenAttempt[]): Promise<void> {
  for (const attempt of taken) {
    await db
      .update(attemptCounters)
      .set({ count: sql`${attemptCounters.count} - 1` })
      .where(
        and(
          eq(attemptCounters.key, attempt.key),
          eq(attemptCounters.windowStartedAt, attempt.windowStartedAt),
          gt(attemptCounters.count, 0),
        ),
      );
  }
}

/** Forgets every attempt of the keys (after a right password, say). */
export async function clearAttempts(db: Database, scope: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(attemptCounters).where(
    inArray(
      attemptCounters.key,
      keys.map((key) => storedKey(scope, key)),
    ),
  );
}

/** Forgets every attempt of the keys these attempts were counted against (a known device that proved itself). */
export async function clearTakenKeys(db: Database, taken: readonly TakenAttempt[]): Promise<void> {
  if (taken.length === 0) return;
  await db.delete(attemptCounters).where(
    inArray(
      attemptCounters.key,
      taken.map((attempt) => attempt.key),
    ),
  );
}

/**
 * Deletes counters nobody needs: their window ended long ago and no wait is running. Every limit's window is at
 * most `longestWindowMs`, so a counter older than that counts nothing any more.
 */
export async function pruneAttemptCounters(db: Database, now: Date, longestWindowMs: number): Promise<void> {
  const before = new Date(now.getTime() - longestWindowMs);
  await db
    .delete(attemptCounters)
    .where(
      sql`${attemptCounters.windowStartedAt} < ${before}::timestamptz and coalesce(${attemptCounters.nextAttemptAt}, '-infinity') < ${now}::timestamptz`,
    );
}
