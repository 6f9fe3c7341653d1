import type { FastifyPluginAsync } from 'fastify';
import { enums, integer, min, object, optional, size, string } from 'superstruct';
import {
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  OrderDetails,
  OrderList,
  PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import { requireUser } from '../../platform/authentication';
import { integerFromQuery } from '../../platform/validation';
import { principalOf } from '../../platform/principal';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { orderCallerOf } from './order-caller';
import { PlaceOrderBody } from './place-order-request';

/** The order of the path; any text is taken, and one that cannot be an order's id names none (404). */
const OrderPath = object({ orderId: string() });

/** GET /api/orders' query as the URL carries it: a page from 1, a known status, a name as long as a name may be. */
const OrderListQueryText = object({
  status: optional(enums(ORDER_STATUSES)),
  patient: optional(size(string(), 1, 511)),
  page: optional(integerFromQuery(min(integer(), 1))),
});

const ordersRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    '/orders',
    {
      schema: {
        summary: 'Places an order from a checkout, for a guest or the signed-in account; 201 new, 200 the same again.',
        body: PlaceOrderBody,
        response: { 200: PlaceOrderAnswer, 201: PlaceOrderAnswer },
      },
    },
    async (request, reply) => {
      // A guest buys without an account; a blocked account's token never gets this far (platform/authentication).
      const placed = await fastify.orders.place(principalOf(request), request.body);
      reply.code(placed.created ? 201 : 200);
      return placed.answer;
    },
  );

  fastify.get(
    '/orders/:orderId',
    {
      schema: {
        summary: "An order, for the account that placed it or the holder of its token (header or 'token').",
        params: OrderPath,
        response: { 200: OrderDetails },
      },
    },
    async (request) => {
      const { orderId, caller } = await orderCallerOf(fastify, request, request.params.orderId);
      return fastify.orders.details(caller, orderId);
    },
  );

  fastify.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        summary: 'The buyer cancels an order that is not paid yet; 409 once paid or cancelled.',
        params: OrderPath,
        response: { 200: OrderDetails },
      },
    },
    async (request) => {
      const { orderId, caller } = await orderCallerOf(fastify, request, request.params.orderId);
      return fastify.orders.cancel(caller, orderId);
    },
  );

  fastify.get(
    '/orders',
    {
      schema: {
        summary: "The signed-in account's orders, newest first, a page at a time, by status and person.",
        querystring: OrderListQueryText,
        response: { 200: OrderList },
      },
    },
    async (request) => {
      requireUser(request);
      const { status, patient, page = 1 } = request.query;
      return fastify.orders.list(principalOf(request), { status, patient, page, pageSize: ORDERS_PAGE_SIZE });
    },
  );
};

export default ordersRoutes;
