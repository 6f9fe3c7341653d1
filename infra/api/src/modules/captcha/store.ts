import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaUses } from '../../db/schema';

/**
 * Marks a challenge used; false when it was used before. One statement, so of two requests with the same
 * solution, on any instances, exactly one is let through.
 */
export async function markChallengeUsed(db: Database, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaUses)
    .values({ challengeId: id, expiresAt, usedAt: now })
    .onConflictDoNothing({ target: captchaUses.challengeId })
    .returning({ id: captchaUses.challengeId });
  return inserted.length > 0;
}

/** Forgets uses of challenges that have expired: their solutions are refused by their expiry alone. */
export async function pruneChallengeUses(db: Database, now: Date): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
