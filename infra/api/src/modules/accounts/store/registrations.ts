import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { pendingRegistrations } from '../../../db/schema';

/**
 * Registrations waiting for their SMS code. Nobody is signed in while registering: a registration is reached by
 * its id alone, and only the code sent to its phone turns it into an account.
 */

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;

/** Stores the waiting form and its code's hash (made from the new id by `codeHashFor`), in the caller's transaction. */
export async function insertPendingRegistration(
  tx: DatabaseExecutor,
  values: { details: unknown; phone: string; codeSentAt: Date; codeExpiresAt: Date },
  codeHashFor: (registrationId: string) => string,
): Promise<string> {
  const [pending] = await tx
    .insert(pendingRegistrations)
    .values({ ...values, codeHash: '' })
    .returning({ id: pendingRegistrations.id });
  if (!pending) throw new Error('The registration was not stored');
  await tx
    .update(pendingRegistrations)
    .set({ codeHash: codeHashFor(pending.id) })
    .where(eq(pendingRegistrations.id, pending.id));
  return pending.id;
}

/** The registration while it still waits for its code. */
export async function waitingRegistration(
  db: Database,
  registrationId: string,
): Promise<PendingRegistrationRow | null> {
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.id, registrationId), isNull(pendingRegistrations.usedAt)));
  return pending ?? null;
}

/**
 * Counts one try of the registration's code in the statement that reads it, so of any number of tries at once only
 * `maxAttempts` are compared with the code; null when none is left (or nothing waits).
 */
export async function claimRegistrationCodeAttempt(
  db: Database,
  registrationId: string,
  maxAttempts: number,
): Promise<PendingRegistrationRow | null> {
  const [claimed] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(
      and(
        eq(pendingRegistrations.id, registrationId),
        isNull(pendingRegistrations.usedAt),
        lt(pendingRegistrations.attempts, maxAttempts),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Marks the registration used; true only for the one request that did, so a code creates one account. */
export async function markRegistrationUsed(db: Database, registrationId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(pendingRegistrations)
    .set({ usedAt: now })
    .where(and(eq(pendingRegistrations.id, registrationId), isNull(pendingRegistrations.usedAt)))
    .returning({ id: pendingRegistrations.id });
  return claimed.length > 0;
}

/**
 * Replaces the code in one statement that also decides whether a new one may go (the last sent before
 * `sentBefore`, fewer than `maxSends` sent), so resends at once send one code; the phone to send it to, or null.
 */
export async function replaceRegistrationCode(
  tx: DatabaseExecutor,
  change: {
    registrationId: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    sentBefore: Date;
    maxSends: number;
  },
): Promise<string | null> {
  const [row] = await tx
    .update(pendingRegistrations)
    .set({
      codeHash: change.codeHash,
      codeSentAt: change.now,
      codeExpiresAt: change.expiresAt,
      attempts: 0,
      sends: sql`${pendingRegistrations.sends} + 1`,
    })
    .where(
      and(
        eq(pendingRegistrations.id, change.registrationId),
        isNull(pendingRegistrations.usedAt),
        lte(pendingRegistrations.codeSentAt, change.sentBefore),
        lt(pendingRegistrations.sends, change.maxSends),
      ),
    )
    .returning({ phone: pendingRegistrations.phone });
  return row?.phone ?? null;
}
