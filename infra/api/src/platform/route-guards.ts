import type { FastifyRequest } from 'fastify';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { requireUser } from './authentication';
import { requireRole } from './authorization';

/**
 * Who may call a route, decided before its declared shapes are checked (a route's `preValidation`): a guest hears
 * 401 and a caller in the wrong role 403 'It cannot be done.' whatever they sent, never a 422 about a form they may
 * not send at all.
 */
export const signedInOnly = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

export function actingAs(role: Role): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    requireRole(request, role);
  };
}
