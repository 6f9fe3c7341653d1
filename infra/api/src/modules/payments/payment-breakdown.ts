import { quoteLineText } from '@labshop/shared-contracts/core';
import type { OrderDetails } from '@labshop/shared-contracts/core/api/orders';

export interface PaymentLine {
  text: string;
  amountMinor: number;
}

/**
 * The lines an order was priced and stored with, worded as the cart and checkout word them, for the payment page
 * to show beside the amount it asks for.
 */
export function paymentBreakdown(order: OrderDetails): PaymentLine[] {
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  return order.lines.map((line) => ({ text: quoteLineText(line, people), amountMinor: line.amountMinor }));
}
