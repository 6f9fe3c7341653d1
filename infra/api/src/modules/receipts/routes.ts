import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { orderCallerOf } from '../orders/order-caller';

const receiptsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/orders/:orderId/receipt',
    {
      schema: {
        summary: 'The receipt of a paid order (application/pdf), for its buyer; 409 before it is paid, 404 to others.',
        params: object({ orderId: string() }),
      },
    },
    async (request, reply) => {
      const { orderId, caller } = await orderCallerOf(fastify, request, request.params.orderId);
      const receipt = await fastify.receipts.receiptOf(caller, orderId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .send(receipt.pdf);
    },
  );
};

export default receiptsRoutes;
