import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import type { Database } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared-once';
import { accounts, sessions } from '../../../db/schema';

/**
 * Sessions are found by their token's hash: holding the token is what makes a caller a principal, so these reads
 * take none. Only the hash is ever stored or compared.
 */

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

const sessionOfToken = preparedOnce((db: Database) =>
  db
    .select({
      session: sessions,
      status: accounts.status,
      roles: accounts.roles,
      doctorVerification: accounts.doctorVerification,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash'),
);

/** The session of a token with its account's status, roles and doctor's verification, live or not. */
export async function sessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionOfToken(db).execute({ tokenHash });
  return row ?? null;
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Ends the live session of a token and starts one in its place acting in `role`, in one transaction; null when the
 * token names no live session. One statement ends the old session, so of two switches sent with one token only one
 * gets a new token.
 */
export async function replaceSession(
  db: Database,
  change: { tokenHash: string; replacementHash: string; role: Role; now: Date; idleSince: Date },
): Promise<true | null> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: change.now })
      .where(
        and(
          eq(sessions.tokenHash, change.tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, change.now),
          gt(sessions.lastSeenAt, change.idleSince),
        ),
      )
      .returning();
    if (!ended) return null;
    await tx.insert(sessions).values({
      accountId: ended.accountId,
      tokenHash: change.replacementHash,
      createdAt: ended.createdAt,
      lastSeenAt: change.now,
      expiresAt: ended.expiresAt,
      activeRole: change.role,
    });
    return true;
  });
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of the account, except the one whose token hashes to `keepTokenHash` when given. */
export async function revokeSessionsOf(
  db: Database,
  accountId: string,
  now: Date,
  keepTokenHash?: string,
): Promise<void> {
  const conditions = [eq(sessions.accountId, accountId), isNull(sessions.revokedAt)];
  if (keepTokenHash !== undefined) conditions.push(ne(sessions.tokenHash, keepTokenHash));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
