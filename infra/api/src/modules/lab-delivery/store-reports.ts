import { and, eq, sql } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts';
import type { LabDeliveryOutcome } from '@labshop/shared-contracts/api/results';
import type { Database } from '../../db/client';
import { labResults, unmatchedLabDeliveries } from '../../db/schema';
import { correctKeptReport } from './correct-kept-report';
import { correctResult } from './correct-result';
import { insertResult } from './insert-result';
import { keptReportContents } from './kept-reports';
import type { Lab } from './labs';
import { matchOrderedTest } from './match-ordered-test';
import type { Transaction } from './transaction';

export interface Delivery {
  lab: Lab;
  format: 'fhir' | 'hl7v2';
  /** The message exactly as received, kept with anything that could not be matched. */
  message: string;
  reports: DeliveredReport[];
  receivedAt: Date;
}

/**
 * Stores every report of a delivery in one transaction: all of it or none of it. A report the lab delivered
 * before (same lab, same report id) is answered as it was the first time and changes nothing, unless it is the
 * lab's correction of a stored result with other contents, which replaces it. One that matches no paid ordered
 * test is kept for review.
 */
export async function storeDelivery(db: Database, delivery: Delivery): Promise<StoredDelivery> {
  return db.transaction(async (tx) => {
    const outcomes: LabDeliveryOutcome[] = [];
    const changedResultIds: string[] = [];
    for (const report of delivery.reports) {
      const stored = await storeReport(tx, delivery, report);
      outcomes.push(stored.outcome);
      if (stored.changed && stored.outcome.status === 'stored') changedResultIds.push(stored.outcome.id);
    }
    return { outcomes, changedResultIds };
  });
}

export interface StoredDelivery {
  outcomes: LabDeliveryOutcome[];
  /** Results this delivery stored for the first time or corrected (not repeats), whose patients are told. */
  changedResultIds: string[];
}

/** Two copies of one report arriving at once (or a review matching it) wait for each other here. */
export async function lockLabReport(tx: Transaction, labId: string, labReportId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lab-report:${labId}:${labReportId}`}))`);
}

async function storeReport(
  tx: Transaction,
  delivery: Delivery,
  report: DeliveredReport,
): Promise<{ outcome: LabDeliveryOutcome; changed: boolean }> {
  const { lab } = delivery;
  await lockLabReport(tx, lab.id, report.labReportId);
  const earlier = await findEarlier(tx, lab.id, report.labReportId);
  if (earlier !== null) {
    // Only a correction changes what was delivered before: a final report sent again with other values is the
    // lab's mistake, and the protocol is to answer it as before.
    if (report.status !== 'corrected') return { outcome: earlier, changed: false };
    if (earlier.status === 'stored') {
      return { outcome: earlier, changed: await correctResult(tx, earlier.id, report, delivery.receivedAt) };
    }
    const corrected = await correctKeptReport(tx, earlier.id, delivery, report);
    return { outcome: corrected.outcome, changed: corrected.stored };
  }

  const answer = await matchOrderedTest(tx, report);
  if (!answer.matched) {
    const [kept] = await tx
      .insert(unmatchedLabDeliveries)
      .values({
        labId: lab.id,
        labReportId: report.labReportId,
        ...keptReportContents(delivery, report, answer.reason),
      })
      .returning({ id: unmatchedLabDeliveries.id });
    if (!kept) throw new Error('The unmatched report was not kept');
    return { outcome: { labReportId: report.labReportId, status: 'unmatched', id: kept.id }, changed: true };
  }
  const id = await insertResult(
    tx,
    { labId: lab.id, format: delivery.format, receivedAt: delivery.receivedAt },
    report,
    answer.match,
  );
  return { outcome: { labReportId: report.labReportId, status: 'stored', id }, changed: true };
}

async function findEarlier(tx: Transaction, labId: string, labReportId: string): Promise<LabDeliveryOutcome | null> {
  const [stored] = await tx
    .select({ id: labResults.id })
    .from(labResults)
    .where(and(eq(labResults.labId, labId), eq(labResults.labReportId, labReportId)));
  if (stored) return { labReportId, status: 'stored', id: stored.id };
  const [kept] = await tx
    .select({ id: unmatchedLabDeliveries.id })
    .from(unmatchedLabDeliveries)
    .where(and(eq(unmatchedLabDeliveries.labId, labId), eq(unmatchedLabDeliveries.labReportId, labReportId)));
  return kept ? { labReportId, status: 'unmatched', id: kept.id } : null;
}
