import { quoteLineText } from '@labshop/shared-contracts/core';
import type { DatabaseExecutor } from '../../db/client';
import { readOrderDetails } from '../orders/order-queries';

export interface PaymentLine {
  text: string;
  amountMinor: number;
}

/**
 * The lines an order was priced and stored with, worded as the cart and checkout word them, for the payment page
 * to show beside the amount it asks for.
 */
export async function paymentBreakdown(db: DatabaseExecutor, orderId: string): Promise<PaymentLine[]> {
  const order = await readOrderDetails(db, orderId);
  if (!order) throw new Error(`Order ${orderId} has a payment but could not be read`);
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  return order.lines.map((line) => ({ text: quoteLineText(line, people), amountMinor: line.amountMinor }));
}
