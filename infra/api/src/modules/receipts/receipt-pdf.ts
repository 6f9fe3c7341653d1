import { formatMoney, MARKET, quoteLineText, type Market } from '@labshop/shared-contracts/core';
import type { OrderDetails } from '@labshop/shared-contracts/core/api/orders';
import { PDF_MARGIN, startLine, writePdf, type PdfLineStyle } from '../../platform/pdf-document';

export interface ReceiptFacts {
  order: OrderDetails;
  number: string;
  issuedAt: Date;
  paidAt: Date | null;
  market?: Market;
}

export interface ReceiptLine {
  text: string;
  /** An amount on the right of the line, already written as money. */
  amount?: string;
  style: PdfLineStyle;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What the receipt says, line by line: the seller and the buyer, its number and dates, every line the order was
 * charged as it was stored (tests per person, fees, discounts), the totals and how it was paid.
 */
export function receiptLines({ order, number, issuedAt, paidAt, market = MARKET }: ReceiptFacts): ReceiptLine[] {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  const [sellerName = 'Labshop', ...sellerAddress] = market.contact.address;
  const lines: ReceiptLine[] = [
    { style: 'title', text: `Receipt ${number}` },
    { style: 'body', text: `Order: ${order.number}` },
    { style: 'body', text: `Issued: ${day(issuedAt)}    Paid: ${paidAt ? day(paidAt) : day(issuedAt)}` },
    { style: 'heading', text: 'Seller' },
    { style: 'body', text: sellerName },
    ...sellerAddress.map((text): ReceiptLine => ({ style: 'body', text })),
    { style: 'body', text: `${market.contact.email}, ${market.contact.phone}` },
    { style: 'heading', text: 'Buyer' },
    ...people.map((person): ReceiptLine => ({ style: 'body', text: person.name })),
    { style: 'body', text: order.email },
    { style: 'heading', text: 'Charged' },
    ...order.lines.map((line): ReceiptLine => ({
      style: 'body',
      text: quoteLineText(line, people),
      amount: money(line.amountMinor),
    })),
    { style: 'total', text: 'Subtotal', amount: money(order.subtotalMinor) },
  ];
  if (order.savingsMinor > 0) {
    const code = order.discountCode ? ` (code ${order.discountCode})` : '';
    lines.push({ style: 'total', text: `Discounts${code}`, amount: money(-order.savingsMinor) });
  }
  lines.push(
    { style: 'total', text: 'Total paid', amount: money(order.totalMinor) },
    {
      style: 'small',
      text: `Paid ${order.paymentMethod === 'online' ? 'online' : 'at the collection point'}, in ${order.currency}.`,
    },
  );
  return lines;
}

/** The receipt as an A4 PDF in the shop's embedded font, so every name prints as written. */
export function renderReceiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  return writePdf({ Title: `Receipt ${facts.number}`, CreationDate: facts.issuedAt }, (document) => {
    const width = document.page.width - 2 * PDF_MARGIN;
    for (const line of receiptLines(facts)) {
      startLine(document, line.style);
      if (line.amount === undefined) {
        document.text(line.text);
        continue;
      }
      // The amount on the right of the same line, as in a column of amounts.
      const y = document.y;
      document.text(line.text, PDF_MARGIN, y, { width: width - 110 });
      const after = document.y;
      document.text(line.amount, PDF_MARGIN + width - 100, y, { width: 100, align: 'right' });
      document.x = PDF_MARGIN;
      document.y = Math.max(after, document.y);
    }
  });
}
