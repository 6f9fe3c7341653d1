import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { accounts, sessions } from '../../db/schema';
import type { SessionUser } from '../../platform/authentication';
import { newToken, sha256 } from '../../platform/secrets';
import { activeRoleOf } from './roles';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface SessionService {
  /** Starts a session and answers its token; only the token's hash is stored. */
  start(accountId: string): Promise<string>;
  /** The caller behind a token: null when unknown, ended or expired; a blocked account is named with its status. */
  resolve(token: string): Promise<SessionUser | null>;
  end(token: string): Promise<void>;
  /**
   * Ends the session of `token` and starts one in its place acting in `role`, answering the new token (null when
   * `token` names no live session). The new session keeps the old one's sign-in time, so its absolute expiry does
   * not move. The caller has checked the account holds the role.
   */
  reissueForRole(token: string, role: Role): Promise<string | null>;
  /** Ends every session of the account, except the one holding `keepToken` when given. */
  endAllOf(accountId: string, keepToken?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export default fp(
  async function sessionService(fastify) {
    const { db, config, clock } = fastify;
    const idleMs = config.sessionIdleMinutes * MINUTE_MS;
    const maxMs = config.sessionMaxHours * HOUR_MS;

    const service: SessionService = {
      async start(accountId) {
        const token = newToken();
        const now = clock();
        await db.insert(sessions).values({
          accountId,
          tokenHash: sha256(token),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + maxMs),
        });
        return token;
      },

      async resolve(token) {
        const [row] = await db
          .select({ session: sessions, status: accounts.status, roles: accounts.roles })
          .from(sessions)
          .innerJoin(accounts, eq(accounts.id, sessions.accountId))
          .where(eq(sessions.tokenHash, sha256(token)));
        if (!row) return null;
        const now = clock();
        const { session } = row;
        const live = now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < idleMs;
        if (!live) return null;
        // A block ends the account's sessions, yet its token still says 'blocked' so the site can tell the person.
        if (row.status === 'blocked') return { id: session.accountId, status: 'blocked' };
        if (session.revokedAt !== null) return null;
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
        return { id: session.accountId, status: 'active', activeRole: activeRoleOf(row.roles, session.activeRole) };
      },

      async reissueForRole(token, role) {
        const now = clock();
        const replacement = newToken();
        return db.transaction(async (tx) => {
          // One statement ends the old session, so of two switches sent with one token only one gets a new token.
          const [ended] = await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(sessions.tokenHash, sha256(token)),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, now),
                gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
              ),
            )
            .returning();
          if (!ended) return null;
          await tx.insert(sessions).values({
            accountId: ended.accountId,
            tokenHash: sha256(replacement),
            createdAt: ended.createdAt,
            lastSeenAt: now,
            expiresAt: ended.expiresAt,
            activeRole: role,
          });
          return replacement;
        });
      },

      async end(token) {
        await db
          .update(sessions)
          .set({ revokedAt: clock() })
          .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
      },

      async endAllOf(accountId, keepToken) {
        const conditions = [eq(sessions.accountId, accountId), isNull(sessions.revokedAt)];
        if (keepToken !== undefined) conditions.push(ne(sessions.tokenHash, sha256(keepToken)));
        await db
          .update(sessions)
          .set({ revokedAt: clock() })
          .where(and(...conditions));
      },
    };
    fastify.decorate('sessions', service);
  },
  { name: 'sessions', dependencies: ['database', 'config', 'clock'] },
);
