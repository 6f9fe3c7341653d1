import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_TOKEN_HEADER } from '@labshop/shared-contracts/core/api/orders';
import { notFound } from '../../platform/errors';
import { principalOf, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';

/** A guest's order access token: the header, or the `token` query parameter for links. */
export function orderTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[ORDER_TOKEN_HEADER.toLowerCase()];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'token' in query && typeof query.token === 'string')
    return query.token;
  return null;
}

/** The order id of the path, when it could be one; anything else names no order. */
function orderIdOf(pathOrderId: string): string {
  if (!isRecordId(pathOrderId)) throw notFound();
  return pathOrderId;
}

/**
 * The order a route is about and who asks for it: the holder of the order's token as its guest, otherwise the
 * signed-in account (or nobody). The order's access rule then decides what they see.
 */
export async function orderCallerOf(
  fastify: FastifyInstance,
  request: FastifyRequest,
  pathOrderId: string,
): Promise<{ orderId: string; caller: Principal }> {
  const orderId = orderIdOf(pathOrderId);
  const caller = await fastify.orders.callerFor(principalOf(request), orderId, orderTokenOf(request));
  return { orderId, caller };
}
