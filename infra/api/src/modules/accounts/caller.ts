import type { FastifyRequest } from 'fastify';
import { limitAddress } from '../../platform/client-address';
import type { Caller } from './service/deps';

/** The caller's addresses, as the accounts' limits and audit log count them. */
export function callerOf(request: FastifyRequest): Caller {
  return { address: limitAddress(request), ip: request.ip };
}
