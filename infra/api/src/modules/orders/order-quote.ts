import type { PriceQuote } from '@labshop/shared-contracts/core';
import {
  ORDER_PRICE_CHANGED_MESSAGE,
  type OrderLine,
  type OrderQuote,
} from '@labshop/shared-contracts/core/api/orders';
import { HttpError } from '../../platform/errors';

/** The lines of a price quote as an order answers them (patients by the cart's own ids). */
export function orderLinesOf(quote: PriceQuote): OrderLine[] {
  return quote.lines.map((line) => ({
    kind: line.kind,
    label: line.label,
    amountMinor: line.amountMinor,
    patientId: line.patientId ?? null,
    itemId: line.kind === 'item' || line.kind === 'visit-service' ? (line.itemId ?? null) : null,
    quantity: line.quantity ?? null,
    unitPriceMinor: line.unitPriceMinor ?? null,
  }));
}

export function orderQuoteOf(quote: PriceQuote, currency: string): OrderQuote {
  return {
    lines: orderLinesOf(quote),
    subtotalMinor: quote.subtotalMinor,
    savingsMinor: quote.savingsMinor,
    totalMinor: quote.totalMinor,
    currency,
  };
}

/**
 * The shop's price of an order is not the total the buyer confirmed (a price, fee or code changed meanwhile): the
 * order is not placed, and the buyer is shown the new breakdown to confirm again.
 */
export class PriceChangedError extends HttpError {
  constructor(readonly quote: OrderQuote) {
    super(409, ORDER_PRICE_CHANGED_MESSAGE, { quote });
    this.name = 'PriceChangedError';
  }
}
