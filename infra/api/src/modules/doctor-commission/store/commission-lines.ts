import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared-once';
import { commissionLines, doctorInvoices } from '../../../db/schema';

export interface NewCommissionLine {
  doctorAccountId: string;
  patientAccountId: string;
  referralId: string;
  orderId: string;
  commissionPercent: number;
  discountPercent: number;
  testsCount: number;
  paidMinor: number;
  amountMinor: number;
  currency: string;
}

/**
 * Writes the commission of each referral an order's payment moved on, in the payment's transaction `tx`. A referral
 * already holding its commission keeps it (the unique key on referral and kind): a second delivery of the same payment
 * writes nothing. Answers how many were written.
 */
export async function insertCommissions(
  tx: DatabaseExecutor,
  lines: readonly NewCommissionLine[],
  now: Date,
): Promise<number> {
  if (lines.length === 0) return 0;
  const written = await tx
    .insert(commissionLines)
    .values(lines.map((line) => ({ ...line, kind: 'commission' as const, occurredAt: now })))
    .onConflictDoNothing()
    .returning({ id: commissionLines.id });
  return written.length;
}

/**
 * Reverses every commission the order earned, in the transaction `tx` that refunds or cancels it: a line of the
 * opposite amount for each, once (the unique key), in the month it happens. Answers how many were written.
 */
export async function reverseCommissionsOfOrder(tx: DatabaseExecutor, orderId: string, now: Date): Promise<number> {
  const earned = await tx
    .select()
    .from(commissionLines)
    .where(and(eq(commissionLines.orderId, orderId), eq(commissionLines.kind, 'commission')));
  if (earned.length === 0) return 0;
  const written = await tx
    .insert(commissionLines)
    .values(
      earned.map(({ id: _id, invoiceId: _invoiceId, ...line }) => ({
        ...line,
        kind: 'reversal' as const,
        amountMinor: -line.amountMinor,
        occurredAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: commissionLines.id });
  return written.length;
}

export interface StoredCommissionLine {
  id: string;
  kind: 'commission' | 'reversal';
  referralId: string;
  patientAccountId: string;
  commissionPercent: number;
  discountPercent: number;
  testsCount: number;
  paidMinor: number;
  amountMinor: number;
  currency: string;
  occurredAt: Date;
  invoiceNumber: number | null;
  invoiceIssuedAt: Date | null;
}

const lineColumns = {
  id: commissionLines.id,
  kind: commissionLines.kind,
  referralId: commissionLines.referralId,
  patientAccountId: commissionLines.patientAccountId,
  commissionPercent: commissionLines.commissionPercent,
  discountPercent: commissionLines.discountPercent,
  testsCount: commissionLines.testsCount,
  paidMinor: commissionLines.paidMinor,
  amountMinor: commissionLines.amountMinor,
  currency: commissionLines.currency,
  occurredAt: commissionLines.occurredAt,
  invoiceNumber: doctorInvoices.number,
  invoiceIssuedAt: doctorInvoices.issuedAt,
};

/** Every line of the doctor's ledger, newest first, with the number of the invoice that took it. */
export async function ledgerOf(db: DatabaseExecutor, doctorAccountId: string): Promise<StoredCommissionLine[]> {
  return db
    .select(lineColumns)
    .from(commissionLines)
    .leftJoin(doctorInvoices, eq(doctorInvoices.id, commissionLines.invoiceId))
    .where(eq(commissionLines.doctorAccountId, doctorAccountId))
    .orderBy(desc(commissionLines.occurredAt), desc(commissionLines.kind), desc(commissionLines.id));
}

/** The lines one invoice took, oldest first. */
export async function linesOfInvoice(db: DatabaseExecutor, invoiceId: string): Promise<StoredCommissionLine[]> {
  return db
    .select(lineColumns)
    .from(commissionLines)
    .innerJoin(doctorInvoices, eq(doctorInvoices.id, commissionLines.invoiceId))
    .where(eq(commissionLines.invoiceId, invoiceId))
    .orderBy(commissionLines.occurredAt, commissionLines.kind, commissionLines.id);
}

/** The doctors with lines in [start, end) that no invoice has taken yet. */
export async function doctorsToInvoice(db: DatabaseExecutor, range: { start: Date; end: Date }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ doctorAccountId: commissionLines.doctorAccountId })
    .from(commissionLines)
    .where(
      and(
        gte(commissionLines.occurredAt, range.start),
        lt(commissionLines.occurredAt, range.end),
        isNull(commissionLines.invoiceId),
      ),
    )
    .orderBy(commissionLines.doctorAccountId);
  return rows.map((row) => row.doctorAccountId);
}

/**
 * Gives the doctor's lines of [start, end) not yet on an invoice to `invoiceId`, in its transaction `tx`. Answers
 * the lines taken (their referral, kind and amount).
 */
export async function takeLinesForInvoice(
  tx: DatabaseExecutor,
  invoiceId: string,
  doctorAccountId: string,
  range: { start: Date; end: Date },
): Promise<{ referralId: string; kind: 'commission' | 'reversal'; amountMinor: number }[]> {
  return tx
    .update(commissionLines)
    .set({ invoiceId })
    .where(
      and(
        eq(commissionLines.doctorAccountId, doctorAccountId),
        gte(commissionLines.occurredAt, range.start),
        lt(commissionLines.occurredAt, range.end),
        isNull(commissionLines.invoiceId),
      ),
    )
    .returning({
      referralId: commissionLines.referralId,
      kind: commissionLines.kind,
      amountMinor: commissionLines.amountMinor,
    });
}

/** How many lines each invoice took. */
export async function lineCounts(db: DatabaseExecutor, invoiceIds: readonly string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: commissionLines.invoiceId, count: sql<number>`count(*)::int` })
    .from(commissionLines)
    .where(sql`${commissionLines.invoiceId} in ${invoiceIds}`)
    .groupBy(commissionLines.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId ?? '', row.count]));
}

// One statement for any number of referrals (an array), prepared once: the doctor's table asks it on every page.
const netCommissions = preparedOnce((db: DatabaseExecutor) =>
  db
    .select({ referralId: commissionLines.referralId, netMinor: sql<number>`sum(${commissionLines.amountMinor})::int` })
    .from(commissionLines)
    .where(
      and(
        eq(commissionLines.doctorAccountId, sql.placeholder('doctorAccountId')),
        sql`${commissionLines.referralId} = any(${sql.placeholder('referralIds')}::uuid[])`,
      ),
    )
    .groupBy(commissionLines.referralId)
    .prepare('net_commissions_of_referrals'),
);

/**
 * The net commission of each of a doctor's referrals that has a line in the ledger: what it earned less what was
 * reversed. A referral without a line is not in the answer; another doctor's referral is not either.
 */
export async function netCommissionsOf(
  db: DatabaseExecutor,
  doctorAccountId: string,
  referralIds: readonly string[],
): Promise<Map<string, number>> {
  if (referralIds.length === 0) return new Map();
  const rows = await netCommissions(db).execute({ doctorAccountId, referralIds });
  return new Map(rows.map((row) => [row.referralId, row.netMinor]));
}
