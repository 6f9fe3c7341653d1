import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { orders } from './orders';
import { referrals } from './referrals';

/** A commission earned when a referral's order was paid, or the reversal of one when that payment went back. */
export const commissionLineKind = pgEnum('commission_line_kind', ['commission', 'reversal']);

/**
 * The doctors' commission ledger: one line per referral paid, worked out once from what the patient actually paid for
 * its tests, and one reversing line if the order is refunded or cancelled. A referral has at most one line of each
 * kind (the unique key), so a repeated or concurrent payment callback never writes a second commission. Lines are
 * never changed except to say which monthly invoice took them.
 */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: commissionLineKind('kind').notNull(),
    /** The referral's commission option: the doctor's share and the patient's discount, in percent. */
    commissionPercent: integer('commission_percent').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    testsCount: integer('tests_count').notNull(),
    /** What the patient paid for the referred tests: after the doctor discount and their share of a discount code. */
    paidMinor: integer('paid_minor').notNull(),
    /** The doctor's commission: positive for a commission, negative for its reversal. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** When the payment arrived (or went back): the month whose invoice takes the line. */
    occurredAt: at('occurred_at').notNull(),
    invoiceId: uuid('invoice_id').references(() => doctorInvoices.id),
  },
  (table) => [
    unique('commission_lines_referral_kind_unique').on(table.referralId, table.kind),
    index('commission_lines_doctor_occurred_idx').on(table.doctorAccountId, table.occurredAt),
    index('commission_lines_order_idx').on(table.orderId),
    check(
      'commission_lines_sign',
      sql`(${table.kind} = 'commission' and ${table.amountMinor} >= 0) or (${table.kind} = 'reversal' and ${table.amountMinor} <= 0)`,
    ),
  ],
);

/** Who an invoice was issued to, as the doctor's details stood when it was issued. */
export interface InvoiceParty {
  name: string;
  companyName: string | null;
  nip: string | null;
  bankAccount: string | null;
}

/**
 * A doctor's monthly commission statement: one per doctor and month, numbered from one counter in the transaction
 * that writes it, so numbers never repeat or skip, and a month run again finds it already issued.
 */
export const doctorInvoices = pgTable(
  'doctor_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The month it covers, 'YYYY-MM', in the market's time zone. */
    month: text('month').notNull(),
    party: jsonb('party').$type<InvoiceParty>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (table) => [
    unique('doctor_invoices_number_unique').on(table.number),
    unique('doctor_invoices_doctor_month_unique').on(table.doctorAccountId, table.month),
    check('doctor_invoices_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** The last invoice number given; its one row is locked and moved on in each invoice's own transaction. */
export const doctorInvoiceCounter = pgTable(
  'doctor_invoice_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [check('doctor_invoice_counter_one_row', sql`${table.id} = 1`)],
);
