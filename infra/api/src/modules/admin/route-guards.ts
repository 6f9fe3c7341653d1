import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';

/**
 * An administrator at work, naming a record by an id of the right form, before anything they sent is checked:
 * otherwise 403 'It cannot be done.', or 404 as for a record that does not exist.
 */
export function adminWithRecordId(param: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    requireRole(request, 'admin');
    const id = (request.params as Record<string, unknown>)[param];
    if (typeof id !== 'string' || !isRecordId(id)) throw notFound();
  };
}
