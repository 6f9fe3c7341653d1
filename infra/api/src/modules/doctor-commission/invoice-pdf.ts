import {
  formatMoney,
  isValidBankAccount,
  MARKET,
  normaliseBankAccount,
  type Market,
} from '@labshop/shared-contracts/core';
import { COMMISSION_LINE_KIND_WORDS } from '@labshop/shared-contracts/core/api/doctor-commission';
import { commissionOptionOf } from '@labshop/shared-contracts/core/api/referrals';
import { PDF_MARGIN, startLine, writePdf, type PdfLineStyle } from '../../platform/pdf-document';
import type { InvoiceParty } from './store/invoices';
import { monthWords } from './invoice-months';

export interface InvoiceFacts {
  number: string;
  month: string;
  issuedAt: Date;
  party: InvoiceParty;
  currency: string;
  totalMinor: number;
  lines: readonly {
    kind: 'commission' | 'reversal';
    referralId: string;
    patientName: string;
    occurredAt: Date;
    testsCount: number;
    commissionPercent: number;
    discountPercent: number;
    paidMinor: number;
    amountMinor: number;
  }[];
  market?: Market;
}

interface InvoiceLine {
  text: string;
  amount?: string;
  style: PdfLineStyle;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A Polish bank account as a bank prints it, 'PL61 1090 1014 0000 0712 1981 2874', however the doctor typed it; an
 * account that is no valid Polish one is printed as given.
 */
export function printedBankAccount(account: string): string {
  if (!isValidBankAccount(account)) return account;
  return `PL${normaliseBankAccount(account)}`.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What the invoice says, line by line: its number and month, the shop that pays and the doctor it is issued to (the
 * company and NIP, or the doctor's name as an individual) with the bank account, each referral's line and the totals.
 */
export function invoiceLines(facts: InvoiceFacts): InvoiceLine[] {
  const { party, market = MARKET } = facts;
  const money = (minor: number) => formatMoney(minor, facts.currency);
  const [shopName = 'Labshop', ...shopAddress] = market.contact.address;
  const earned = facts.lines.filter((line) => line.kind === 'commission').reduce((sum, l) => sum + l.amountMinor, 0);
  const reversed = facts.lines.filter((line) => line.kind === 'reversal').reduce((sum, l) => sum + l.amountMinor, 0);
  const lines: InvoiceLine[] = [
    { style: 'title', text: `Commission invoice ${facts.number}` },
    { style: 'body', text: `Month: ${monthWords(facts.month)}` },
    { style: 'body', text: `Issued: ${day(facts.issuedAt)}` },
    { style: 'heading', text: 'Paid by' },
    { style: 'body', text: shopName },
    ...shopAddress.map((text): InvoiceLine => ({ style: 'body', text })),
    { style: 'heading', text: 'Issued to' },
    ...(party.companyName
      ? [
          { style: 'body' as const, text: party.companyName },
          { style: 'body' as const, text: `NIP: ${party.nip ?? '—'}` },
          { style: 'body' as const, text: `Doctor: ${party.name}` },
        ]
      : [{ style: 'body' as const, text: `${party.name} (individual)` }]),
    {
      style: 'body',
      text: `Bank account: ${party.bankAccount ? printedBankAccount(party.bankAccount) : 'not given yet'}`,
    },
    { style: 'heading', text: `Referrals (${facts.lines.length})` },
    ...facts.lines.map((line): InvoiceLine => {
      const option = commissionOptionOf(line.commissionPercent, line.discountPercent) ?? `${line.commissionPercent}%`;
      const kind = line.kind === 'reversal' ? `${COMMISSION_LINE_KIND_WORDS.reversal}: ` : '';
      return {
        style: 'body',
        text:
          `${day(line.occurredAt)}  ${kind}${line.patientName}, ${line.testsCount} test(s), ` +
          `paid ${money(line.paidMinor)}, option ${option}`,
        amount: money(line.amountMinor),
      };
    }),
    { style: 'total', text: 'Commission earned', amount: money(earned) },
  ];
  if (reversed !== 0) lines.push({ style: 'total', text: 'Reversed', amount: money(reversed) });
  lines.push(
    { style: 'total', text: 'Total to pay', amount: money(facts.totalMinor) },
    { style: 'small', text: `Paid by bank transfer, in ${facts.currency}. Referral ids are listed in the ledger.` },
  );
  return lines;
}

/** The invoice as an A4 PDF in the shop's embedded font, so every name prints as written. */
export function renderInvoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  return writePdf({ Title: `Commission invoice ${facts.number}`, CreationDate: facts.issuedAt }, (document) => {
    const width = document.page.width - 2 * PDF_MARGIN;
    for (const line of invoiceLines(facts)) {
      startLine(document, line.style);
      if (line.amount === undefined) {
        document.text(line.text);
        continue;
      }
      // A line and its amount start on the same page: a new page before one that would not fit two lines.
      if (document.y + 2 * document.currentLineHeight(true) > document.page.height - PDF_MARGIN) document.addPage();
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
