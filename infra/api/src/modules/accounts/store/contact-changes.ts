import { and, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { contactChanges } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';

export type ContactKind = 'email' | 'phone';
export type ContactChangeRow = typeof contactChanges.$inferSelect;

/** The one access rule of a waiting contact change: only the account changing its own details sees it. */
function ownChange(principal: Principal, kind: ContactKind): SQL {
  if (principal.kind !== 'account') return sql`false`;
  return and(eq(contactChanges.accountId, principal.accountId), eq(contactChanges.kind, kind)) ?? sql`false`;
}

/** Whether a code for the principal's change of `kind` was sent after `since`. */
export async function changeCodeSentSince(
  db: Database,
  principal: Principal,
  kind: ContactKind,
  since: Date,
): Promise<boolean> {
  const [waiting] = await db
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(and(ownChange(principal, kind), gt(contactChanges.codeSentAt, since)));
  return waiting !== undefined;
}

/**
 * Stores the principal's change, replacing the one waiting unless its code was sent after `resendFrom` (so only the
 * latest code works, and a code under a minute old is kept); false when it was kept.
 */
export async function storeContactChange(
  tx: DatabaseExecutor,
  principal: Principal,
  kind: ContactKind,
  columns: { value: string; codeHash: string; codeSentAt: Date; codeExpiresAt: Date; attempts: number },
  resendFrom: Date,
): Promise<boolean> {
  if (principal.kind !== 'account') return false;
  const [stored] = await tx
    .insert(contactChanges)
    .values({ accountId: principal.accountId, kind, ...columns })
    .onConflictDoUpdate({
      target: [contactChanges.accountId, contactChanges.kind],
      set: columns,
      setWhere: lte(contactChanges.codeSentAt, resendFrom),
    })
    .returning({ id: contactChanges.id });
  return stored !== undefined;
}

/**
 * Counts one try of the waiting change's code in the statement that reads it, so of any number of tries at once
 * only `maxAttempts` are compared with the code. 'none' when nothing waits, 'spent' when no try is left.
 */
export async function claimChangeCodeAttempt(
  db: Database,
  principal: Principal,
  kind: ContactKind,
  maxAttempts: number,
): Promise<ContactChangeRow | 'none' | 'spent'> {
  const [claimed] = await db
    .update(contactChanges)
    .set({ attempts: sql`${contactChanges.attempts} + 1` })
    .where(and(ownChange(principal, kind), lt(contactChanges.attempts, maxAttempts)))
    .returning();
  if (claimed) return claimed;
  const [waiting] = await db.select({ id: contactChanges.id }).from(contactChanges).where(ownChange(principal, kind));
  return waiting ? 'spent' : 'none';
}

/** Deletes the waiting change if it still holds the same code, in the transaction that uses it; whether it did. */
export async function deleteContactChange(
  tx: DatabaseExecutor,
  principal: Principal,
  change: Pick<ContactChangeRow, 'id' | 'kind' | 'codeHash'>,
): Promise<boolean> {
  const claimed = await tx
    .delete(contactChanges)
    .where(
      and(
        eq(contactChanges.id, change.id),
        eq(contactChanges.codeHash, change.codeHash),
        ownChange(principal, change.kind),
      ),
    )
    .returning({ id: contactChanges.id });
  return claimed.length > 0;
}
