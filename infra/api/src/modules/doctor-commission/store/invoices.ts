import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { doctorInvoiceCounter, doctorInvoices, type InvoiceParty } from '../../../db/schema';
import { takeLinesForInvoice } from './commission-lines';

export type { InvoiceParty };

export interface StoredInvoice {
  id: string;
  number: number;
  doctorAccountId: string;
  month: string;
  party: InvoiceParty;
  totalMinor: number;
  currency: string;
  issuedAt: Date;
}

/** The invoice is already there: the transaction that took a number for it is rolled back, giving the number back. */
class AlreadyIssued extends Error {}

/**
 * Issues the doctor's invoice for the month, unless it was issued before (answers null then). In one transaction:
 * the counter's row is moved on (and so locked: invoices are numbered one after another), the month is checked again
 * under that lock, the invoice is written with the next number and takes the month's lines, and `whenIssued` settles
 * what it took. Anything failing rolls the number back with the rest, so numbers never skip; the unique key on
 * doctor and month means they never repeat a month.
 */
export async function issueInvoice(
  db: Database,
  values: {
    doctorAccountId: string;
    month: string;
    range: { start: Date; end: Date };
    party: InvoiceParty;
    currency: string;
    now: Date;
  },
  whenIssued: (tx: DatabaseExecutor, referralIds: string[]) => Promise<void>,
): Promise<StoredInvoice | null> {
  try {
    return await db.transaction(async (tx) => {
      const [counter] = await tx
        .insert(doctorInvoiceCounter)
        .values({ id: 1, lastNumber: 1 })
        .onConflictDoUpdate({
          target: doctorInvoiceCounter.id,
          set: { lastNumber: sql`${doctorInvoiceCounter.lastNumber} + 1` },
        })
        .returning({ number: doctorInvoiceCounter.lastNumber });
      if (!counter) throw new Error('The invoice counter answered no number');
      const [existing] = await tx
        .select({ id: doctorInvoices.id })
        .from(doctorInvoices)
        .where(and(eq(doctorInvoices.doctorAccountId, values.doctorAccountId), eq(doctorInvoices.month, values.month)));
      if (existing) throw new AlreadyIssued();
      const [invoice] = await tx
        .insert(doctorInvoices)
        .values({
          number: counter.number,
          doctorAccountId: values.doctorAccountId,
          month: values.month,
          party: values.party,
          totalMinor: 0,
          currency: values.currency,
          issuedAt: values.now,
        })
        .returning();
      if (!invoice) throw new Error('The invoice was not written');
      const taken = await takeLinesForInvoice(tx, invoice.id, values.doctorAccountId, values.range);
      if (taken.length === 0) throw new AlreadyIssued();
      const totalMinor = taken.reduce((sum, line) => sum + line.amountMinor, 0);
      await tx.update(doctorInvoices).set({ totalMinor }).where(eq(doctorInvoices.id, invoice.id));
      await whenIssued(
        tx,
        taken.filter((line) => line.kind === 'commission').map((line) => line.referralId),
      );
      return { ...invoice, totalMinor };
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) return null;
    throw error;
  }
}

/** The doctor's invoices of a month (none or one). */
export async function invoicesOf(
  db: DatabaseExecutor,
  doctorAccountId: string,
  month: string,
): Promise<StoredInvoice[]> {
  return db
    .select()
    .from(doctorInvoices)
    .where(and(eq(doctorInvoices.doctorAccountId, doctorAccountId), eq(doctorInvoices.month, month)));
}

/** One invoice, only if it is the doctor's own. */
export async function findInvoice(
  db: DatabaseExecutor,
  doctorAccountId: string,
  invoiceId: string,
): Promise<StoredInvoice | null> {
  const [invoice] = await db
    .select()
    .from(doctorInvoices)
    .where(and(eq(doctorInvoices.id, invoiceId), eq(doctorInvoices.doctorAccountId, doctorAccountId)));
  return invoice ?? null;
}
