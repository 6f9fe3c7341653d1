import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attemptCounters } from '../../db/schema';
import { TooManyAttemptsError } from '../../platform/errors';

export interface AttemptLimit {
  /** What is limited, e.g. 'login'; keys are `<scope>:<account or address>`. */
  scope: string;
  max: number;
  windowMs: number;
  message: string;
}

export const LOGIN_LIMIT: AttemptLimit = {
  scope: 'login',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many login attempts. Wait a few minutes and try again.',
};
export const SMS_LIMIT: AttemptLimit = {
  scope: 'sms',
  max: 20,
  windowMs: 60 * 60_000,
  message: 'Too many code attempts. Wait a while and try again.',
};
export const RESET_LIMIT: AttemptLimit = {
  scope: 'reset',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Too many password reset requests. Wait a while and try again.',
};

/** Refuses with 429 when any of the keys has used up its attempts in the current window. */
export async function assertAttemptsLeft(db: Database, limit: AttemptLimit, keys: string[], now: Date): Promise<void> {
  for (const key of keys) {
    const [row] = await db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, `${limit.scope}:${key}`));
    if (row && now.getTime() - row.windowStartedAt.getTime() < limit.windowMs && row.count >= limit.max) {
      throw new TooManyAttemptsError(limit.message);
    }
  }
}

/** Counts one attempt against each key; a window that has passed starts again at 1. */
export async function countAttempt(db: Database, limit: AttemptLimit, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  for (const key of keys) {
    await db
      .insert(attemptCounters)
      .values({ key: `${limit.scope}:${key}`, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`case when ${attemptCounters.windowStartedAt} < ${windowStart} then 1 else ${attemptCounters.count} + 1 end`,
          windowStartedAt: sql`case when ${attemptCounters.windowStartedAt} < ${windowStart} then ${now} else ${attemptCounters.windowStartedAt} end`,
        },
      });
  }
}

export async function clearAttempts(db: Database, limit: AttemptLimit, keys: string[]): Promise<void> {
  for (const key of keys) await db.delete(attemptCounters).where(eq(attemptCounters.key, `${limit.scope}:${key}`));
}

/** Every registration sends an SMS: limited per phone and per address so nobody floods a phone or the provider. */
export const REGISTRATION_LIMIT: AttemptLimit = {
  scope: 'registration',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Too many registrations were started. Wait a while and try again.',
};
