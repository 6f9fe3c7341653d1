import type { FastifyPluginAsync } from 'fastify';
import type { OrderDetails, OrderList, PlaceOrderAnswer } from '@labshop/shared-contracts/api/orders';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { orderCallerOf } from './order-caller';
import { readPlaceOrder } from './place-order-request';

const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  /** Places an order from a checkout, for a guest or the signed-in account; 201 new, 200 the same order again. */
  fastify.post('/orders', async (request, reply): Promise<PlaceOrderAnswer> => {
    // A guest buys without an account; a blocked account's token never gets this far (platform/authentication).
    const input = readPlaceOrder(request.body, fastify.clock().toISOString().slice(0, 10));
    const placed = await fastify.orders.place(principalOf(request), input);
    reply.code(placed.created ? 201 : 200);
    return placed.answer;
  });

  fastify.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request): Promise<OrderDetails> => {
    const { orderId, caller } = await orderCallerOf(fastify, request);
    return fastify.orders.details(caller, orderId);
  });

  /** The buyer cancels an order that is not paid yet. */
  fastify.post<{ Params: { orderId: string } }>('/orders/:orderId/cancel', async (request): Promise<OrderDetails> => {
    const { orderId, caller } = await orderCallerOf(fastify, request);
    return fastify.orders.cancel(caller, orderId);
  });

  /** The signed-in account's orders, for the account pages. */
  fastify.get('/orders', async (request): Promise<OrderList> => {
    requireUser(request);
    return { orders: await fastify.orders.list(principalOf(request)) };
  });
};

export default ordersRoutes;
