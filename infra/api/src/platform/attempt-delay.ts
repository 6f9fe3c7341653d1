import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounters } from '../db/schema';
import { storedKey } from './attempt-store';

/**
 * A limit that slows attempts down instead of refusing them for a whole window: a few attempts one after
 * another, then a wait before each further one that doubles every time, up to a longest wait. Whoever causes the
 * waits never stops the key for good, only makes every further guess slower.
 */
export interface AttemptDelay {
  /** Stored keys are `<scope>:<key>`. */
  scope: string;
  /** Attempts that may follow one another without waiting. */
  freeAttempts: number;
  /** The wait after the last free attempt; each attempt after it doubles the wait. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** The count starts again once this long has passed since its first attempt (and no wait is running). */
  windowMs: number;
  /** What the caller reads in the 429 answer while a wait is running. */
  message: string;
}

export type DelayedAttempt = { taken: true } | { taken: false; retryAfterMs: number };

/** The wait after the n-th attempt of a window (1-based). */
export function waitAfterAttempt(delay: AttemptDelay, attempt: number): number {
  if (attempt < delay.freeAttempts) return 0;
  return Math.min(delay.maxDelayMs, delay.firstDelayMs * 2 ** (attempt - delay.freeAttempts));
}

/**
 * Counts one attempt unless a wait is running, and sets the wait that follows it: one statement, so of any number
 * of attempts at once, on any instance, only those the delay allows are counted. When refused, says how long
 * the caller still has to wait.
 */
export async function takeDelayedAttempt(
  db: Database,
  delay: AttemptDelay,
  key: string,
  now: Date,
): Promise<DelayedAttempt> {
  const stored = storedKey(delay.scope, key);
  const windowStart = new Date(now.getTime() - delay.windowMs);
  const windowPassed = sql`${attemptCounters.windowStartedAt} <= ${windowStart}::timestamptz`;
  const attempt = sql`(case when ${windowPassed} then 1 else ${attemptCounters.count} + 1 end)`;
  // waitAfterAttempt, in SQL, for the attempt this statement counts.
  const waitMs = sql`(case when ${attempt} < ${delay.freeAttempts}::integer then 0
    else least(${delay.maxDelayMs}::double precision,
      ${delay.firstDelayMs}::double precision * power(2, ${attempt} - ${delay.freeAttempts}::integer)) end)`;
  const [row] = await db
    .insert(attemptCounters)
    .values({
      key: stored,
      count: 1,
      windowStartedAt: now,
      nextAttemptAt: new Date(now.getTime() + waitAfterAttempt(delay, 1)),
    })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: attempt,
        windowStartedAt: sql`case when ${windowPassed} then ${now}::timestamptz else ${attemptCounters.windowStartedAt} end`,
        nextAttemptAt: sql`${now}::timestamptz + ${waitMs} * interval '1 millisecond'`,
      },
      setWhere: sql`coalesce(${attemptCounters.nextAttemptAt}, '-infinity') <= ${now}::timestamptz`,
    })
    .returning({ count: attemptCounters.count });
  if (row) return { taken: true };

  const [waiting] = await db
    .select({ nextAttemptAt: attemptCounters.nextAttemptAt })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, stored));
  const retryAfterMs = Math.max(0, (waiting?.nextAttemptAt?.getTime() ?? now.getTime()) - now.getTime());
  return { taken: false, retryAfterMs };
}
