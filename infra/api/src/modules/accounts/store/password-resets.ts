import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { passwordResets } from '../../../db/schema';

/** Reset links are found by their token's hash: holding the link is what proves who the caller is. */

export async function insertPasswordReset(
  db: DatabaseExecutor,
  values: { accountId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks the live link used in the statement that finds it, so it works exactly once; the account it is for. */
export async function claimPasswordReset(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ accountId: passwordResets.accountId });
  return reset?.accountId ?? null;
}

/** Every other link of the account stops working too. */
export async function spendPasswordResetsOf(db: Database, accountId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}
