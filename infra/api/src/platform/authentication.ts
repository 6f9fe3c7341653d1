import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { BlockedAccountError, HttpError } from './errors';

/** Who is calling, as far as the API needs to know. */
export interface SessionUser {
  id: string;
  /** A blocked account's token still names it, so the API can say 'blocked' instead of a bare 401. */
  status?: 'active' | 'blocked';
  /** The role the session acts in (the role switch); patient when not said. */
  activeRole?: Role;
  /**
   * Whether the account's licence number has been checked, read with the session: a doctor's routes then need not
   * read the account again. Absent when the resolver does not say.
   */
  verifiedDoctor?: boolean;
}

/** Finds the user a bearer token belongs to; null for a token that is unknown or expired. */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/** 401 reads 'Unauthorized access', word for word. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (a bearer token is sent when logged in). */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * This route answers a blocked account's token too. Only logging out does: closing the block notice ends the
     * session. Every other route refuses the token before it runs.
     */
    blockedAccountMayCall?: boolean;
  }
}

/** The signed-in user, or a 401 for a guest: for endpoints that are 'logged in only'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.user;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Reads the caller from the Authorization header before any route runs, and refuses a blocked account's token
 * there, on every route and for every method, with 403 `status: 'blocked'` (the shell then clears the token and
 * opens the blocked-patient modal). Refusing it here rather than in each route means a new route cannot forget
 * to, and a blocked account cannot buy as a guest or read an order its account placed.
 */
export default fp<{ resolveSession: SessionResolver }>(
  async function authentication(fastify, options) {
    fastify.decorateRequest('user', null);
    fastify.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      request.user = token === null ? null : await options.resolveSession(token);
      if (request.user?.status === 'blocked' && request.routeOptions.config.blockedAccountMayCall !== true) {
        throw new BlockedAccountError();
      }
    });
  },
  { name: 'authentication' },
);
