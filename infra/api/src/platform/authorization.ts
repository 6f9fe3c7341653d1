import type { FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE, type Role } from '@labshop/shared-contracts/core/api/accounts';
import { requireUser, type SessionUser } from './authentication';
import { HttpError } from './errors';

/** An action the caller's role may not take is refused with 'It cannot be done.', word for word. */
export class ForbiddenError extends HttpError {
  constructor() {
    super(403, FORBIDDEN_MESSAGE);
    this.name = 'ForbiddenError';
  }
}

/**
 * The signed-in user when the session acts in `role`: 401 for a guest, 403 'blocked' for a blocked account, and
 * 403 'It cannot be done.' otherwise. It is the active role that counts, so an account switched to patient
 * cannot use its admin powers by accident.
 */
export function requireRole(request: FastifyRequest, role: Role): SessionUser {
  const user = requireUser(request);
  if ((user.activeRole ?? 'patient') !== role) throw new ForbiddenError();
  return user;
}
