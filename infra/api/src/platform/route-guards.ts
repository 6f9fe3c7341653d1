import type { FastifyRequest } from 'fastify';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { requireUser } from './authentication';
import { requireRole } from './authorization';
import { notFound } from './errors';
import { isRecordId, isSlug } from './request-values';

/**
 * Who may call a route, and whether its path can name anything, decided before its declared shapes are checked (a
 * route's `preValidation`, several in turn as a list): a guest hears 401 and a caller in the wrong role 403 'It cannot
 * be done.' whatever they sent, never a 422 about a form they may not send at all.
 */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

export const signedInOnly: RouteGuard = async (request) => {
  requireUser(request);
};

export function actingAs(role: Role): RouteGuard {
  return async (request) => {
    requireRole(request, role);
  };
}

/** An id of the wrong form in the path names no record: 404, as for one that does not exist, whatever was sent. */
export function namingRecord(param: string): RouteGuard {
  return async (request) => {
    if (!isRecordId(pathValue(request, param))) throw notFound();
  };
}

/** Text that is no slug in the path names nothing: 404, whatever characters it holds and whatever was sent. */
export function namingSlugs(...params: string[]): RouteGuard {
  return async (request) => {
    if (!params.every((param) => isSlug(pathValue(request, param)))) throw notFound();
  };
}

function pathValue(request: FastifyRequest, param: string): string {
  const value = (request.params as Record<string, unknown>)[param];
  return typeof value === 'string' ? value : '';
}
