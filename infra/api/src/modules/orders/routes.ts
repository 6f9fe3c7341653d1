import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ORDER_TOKEN_HEADER,
  type OrderDetails,
  type OrderList,
  type PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import { requireUser } from '../../platform/authentication';
import { notFound } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { readPlaceOrder } from './place-order-request';

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
export function orderIdOf(request: FastifyRequest<{ Params: { orderId: string } }>): string {
  if (!isRecordId(request.params.orderId)) throw notFound();
  return request.params.orderId;
}

const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  /** Places an order from a checkout, for a guest or the signed-in account; 201 new, 200 the same order again. */
  fastify.post('/orders', async (request, reply): Promise<PlaceOrderAnswer> => {
    // A guest buys without an account; a blocked account's token never gets this far (platform/authentication).
    const input = readPlaceOrder(request.body, fastify.clock().toISOString().slice(0, 10));
    const placed = await fastify.orders.place(input, request.user?.id ?? null);
    reply.code(placed.created ? 201 : 200);
    return placed.answer;
  });

  fastify.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request): Promise<OrderDetails> => {
    const order = await fastify.orders.requireAccess(
      orderIdOf(request),
      request.user?.id ?? null,
      orderTokenOf(request),
    );
    return fastify.orders.details(order.id);
  });

  /** The buyer cancels an order that is not paid yet. */
  fastify.post<{ Params: { orderId: string } }>('/orders/:orderId/cancel', async (request): Promise<OrderDetails> => {
    const order = await fastify.orders.requireAccess(
      orderIdOf(request),
      request.user?.id ?? null,
      orderTokenOf(request),
    );
    return fastify.orders.cancel(order);
  });

  /** The signed-in account's orders, for the account pages. */
  fastify.get('/orders', async (request): Promise<OrderList> => {
    const user = requireUser(request);
    return { orders: await fastify.orders.list(user.id) };
  });
};

export default ordersRoutes;
