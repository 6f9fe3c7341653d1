import type { FastifyInstance } from 'fastify';
import { formatMoney, quoteLineText, type PriceQuote } from '@labshop/shared-contracts/core';
import {
  ORDER_TOKEN_HEADER,
  PlaceOrderAnswer,
  type PlaceOrderRequest,
} from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { expectShape } from '../../../testing/expect-shape';
import { readOutbox } from '../../../testing/outbox';

/** A breakdown as a buyer reads it: each line's words and amount, then the total. */
export interface ReadBreakdown {
  lines: string[];
  total: string;
}

/** How the cart and checkout show a quote to the buyer whose patients are `people`. */
export function shownBreakdown(
  quote: PriceQuote,
  people: readonly { id: string; name: string }[],
  currency: string,
): ReadBreakdown {
  return {
    lines: quote.lines.map((line) => `${quoteLineText(line, people)}: ${formatMoney(line.amountMinor, currency)}`),
    total: formatMoney(quote.totalMinor, currency),
  };
}

export interface ChargedBreakdowns {
  status: number;
  /** The order as stored and answered. */
  order: ReadBreakdown;
  /** What the payment provider's page asks the buyer to pay, line by line. */
  paymentPage: ReadBreakdown;
  /** What the order confirmation e-mail lists. */
  mail: ReadBreakdown;
}

/**
 * Places the order as the browser does (with the total the buyer confirmed), starts its online payment and reads
 * the breakdown at every step after checkout: the order's answer, the payment page, the confirmation e-mail.
 */
export async function placeAndReadCharges(
  app: FastifyInstance,
  request: PlaceOrderRequest,
  mailDir: string,
  headers: Record<string, string> = {},
): Promise<ChargedBreakdowns> {
  const placed = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: request });
  if (placed.statusCode !== 201) throw new Error(`The order was not placed (${placed.statusCode}): ${placed.body}`);
  const { order, accessToken } = expectShape(placed.json(), PlaceOrderAnswer);
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  const started = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/payments`,
    headers: { ...headers, [ORDER_TOKEN_HEADER]: accessToken },
  });
  const payment = expectShape(started.json(), StartPaymentAnswer);
  const page = await app.inject({ method: 'GET', url: payment.redirectUrl });
  const mail = (await readOutbox(mailDir)).find(
    (message) => message.to === order.email && message.subject === `Your order ${order.number}`,
  );
  return {
    status: placed.statusCode,
    order: {
      lines: order.lines.map(
        (line) => `${quoteLineText(line, people)}: ${formatMoney(line.amountMinor, order.currency)}`,
      ),
      total: formatMoney(order.totalMinor, order.currency),
    },
    paymentPage: readPaymentPage(page.body),
    mail: readMail(mail?.text ?? ''),
  };
}

/** The payment page's table: a row per line, and the amount to pay in its foot. */
function readPaymentPage(html: string): ReadBreakdown {
  const rows = [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map(
    ([, text = '', amount = '']) => [unescapeHtml(text), unescapeHtml(amount)] as const,
  );
  const totalRow = rows.find(([text]) => text === 'Amount to pay');
  return {
    lines: rows.filter((row) => row !== totalRow).map(([text, amount]) => `${text}: ${amount}`),
    total: totalRow?.[1] ?? '',
  };
}

/** The e-mail lists each line as '- text: amount', then 'Total: amount'. */
function readMail(text: string): ReadBreakdown {
  const lines = text.split('\n');
  return {
    lines: lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2)),
    total: lines.find((line) => line.startsWith('Total: '))?.slice('Total: '.length) ?? '',
  };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
