import fp from 'fastify-plugin';
import { ORDER_RECEIPT_NOT_PAID } from '@labshop/shared-contracts/core/api/orders';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { OrdersService } from '../orders/service';
import type { PaymentsService } from '../payments/service';
import { receiptNumber } from './receipt-number';
import { renderReceiptPdf } from './receipt-pdf';
import { issueReceipt } from './store';

export interface ReceiptsDependencies {
  db: Database;
  clock: Clock;
  orders: Pick<OrdersService, 'details'>;
  payments: Pick<PaymentsService, 'paidAt'>;
}

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

export function createReceiptsService(deps: ReceiptsDependencies) {
  return {
    /**
     * The receipt of a paid order the principal may see (404 for anyone else, as the orders service reads it), as a
     * PDF. An order not paid (yet) has none: 409, since a receipt says money was received.
     */
    async receiptOf(principal: Principal, orderId: string): Promise<ReceiptFile> {
      const order = await deps.orders.details(principal, orderId);
      if (order.status !== 'paid') throw new HttpError(409, ORDER_RECEIPT_NOT_PAID);
      const issued = await issueReceipt(deps.db, order.id, deps.clock());
      const number = receiptNumber(issued.number, issued.issuedAt);
      const pdf = await renderReceiptPdf({
        order,
        number,
        issuedAt: issued.issuedAt,
        paidAt: await deps.payments.paidAt(principal, order.id),
      });
      return { fileName: `receipt-${number.replaceAll('/', '-')}.pdf`, pdf };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

declare module 'fastify' {
  interface FastifyInstance {
    receipts: ReceiptsService;
  }
}

export default fp(
  async function receiptsService(fastify) {
    fastify.decorate(
      'receipts',
      createReceiptsService({
        db: fastify.db,
        clock: fastify.clock,
        orders: fastify.orders,
        payments: fastify.payments,
      }),
    );
  },
  { name: 'receipts-service', dependencies: ['database', 'clock', 'orders-service', 'payments-service'] },
);
