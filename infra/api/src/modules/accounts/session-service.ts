import fp from 'fastify-plugin';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import { newToken, sha256 } from '../../platform/secrets';
import { activeRoleOf } from './roles';
import { licenceChecked } from './store/accounts';
import {
  insertSession,
  replaceSession,
  revokeSession,
  revokeSessionsOf,
  sessionByTokenHash,
  touchSession,
} from './store/sessions';

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

/**
 * How stale a session's last request may be written: a request within this of the last one written leaves the row
 * alone, so a person paging through a screen does not write (and wait for) the session on every request. The idle
 * end then comes at most this much early.
 */
const TOUCH_AFTER_MS = 30_000;

/**
 * Sessions end after `idleMinutes` without a request or `maxHours` after signing in, whichever comes first; a
 * blocked account's token keeps saying 'blocked' until then.
 */
export function createSessionService(deps: {
  db: Database;
  clock: Clock;
  idleMinutes: number;
  maxHours: number;
}): SessionService {
  const { db, clock } = deps;
  const idleMs = deps.idleMinutes * MINUTE_MS;
  const maxMs = deps.maxHours * HOUR_MS;

  return {
    async start(accountId) {
      const token = newToken();
      const now = clock();
      await insertSession(db, {
        accountId,
        tokenHash: sha256(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + maxMs),
      });
      return token;
    },

    async resolve(token) {
      const row = await sessionByTokenHash(db, sha256(token));
      if (!row) return null;
      const now = clock();
      const { session } = row;
      const live = now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < idleMs;
      if (!live) return null;
      // A block ends the account's sessions, yet its token still says 'blocked' so the site can tell the person.
      if (row.status === 'blocked') return { id: session.accountId, status: 'blocked' };
      if (session.revokedAt !== null) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS) await touchSession(db, session.id, now);
      return {
        id: session.accountId,
        status: 'active',
        activeRole: activeRoleOf(row.roles, session.activeRole),
        verifiedDoctor: licenceChecked(row.doctorVerification),
      };
    },

    async reissueForRole(token, role) {
      const now = clock();
      const replacement = newToken();
      const replaced = await replaceSession(db, {
        tokenHash: sha256(token),
        replacementHash: sha256(replacement),
        role,
        now,
        idleSince: new Date(now.getTime() - idleMs),
      });
      return replaced === null ? null : replacement;
    },

    end: (token) => revokeSession(db, sha256(token), clock()),

    endAllOf: (accountId, keepToken) =>
      revokeSessionsOf(db, accountId, clock(), keepToken === undefined ? undefined : sha256(keepToken)),
  };
}

export default fp(
  async function sessionService(fastify) {
    const { db, config, clock } = fastify;
    fastify.decorate(
      'sessions',
      createSessionService({ db, clock, idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours }),
    );
  },
  { name: 'sessions', dependencies: ['database', 'config', 'clock'] },
);
