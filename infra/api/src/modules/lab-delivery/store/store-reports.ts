import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type { LabDeliveryOutcome } from '@labshop/shared-contracts/core/api/results';
import type { Database } from '../../../db/client';
import { labResults, unmatchedLabDeliveries } from '../../../db/schema';
import { correctKeptReport } from './correct-kept-report';
import { correctResult, orderedTestOfResult } from './correct-result';
import { insertResult } from './insert-result';
import { keepCorrectionForReview, keptReportContents } from './kept-reports';
import { fillRangesKeptSince } from './ranges-kept-since';
import { keepUnreadableValues } from './unreadable-values';
import { deliveriesVisibleTo, type LabPrincipal } from './access';
import type { OrderedTestMatch } from './match-ordered-test';
import { matchReport } from './match-report';
import type { DeliverySources } from '../delivery-sources';
import { problemWithReport } from '../report-checks';
import { contentHashBeforeEveryRangeWasKept, contentHashOf } from '../report-fingerprint';
import { successionOf } from '../report-succession';
import type { Transaction } from './transaction';

export interface Delivery {
  format: 'fhir' | 'hl7v2';
  /** The message exactly as received, kept with anything that could not be matched. */
  message: string;
  reports: DeliveredReport[];
  receivedAt: Date;
}

/**
 * Stores every report of a delivery in one transaction: all of it or none of it. A report the lab delivered
 * before (same lab, same report id) is answered as it was the first time and changes nothing, unless it says
 * something new: a correction, the final report of a preliminary one, or a final sent again with other values
 * (applied and flagged for review), which replace the stored values and keep them as a version; a new version of a
 * report still kept for review updates the kept copy, or is stored when it now matches. One that matches no paid ordered
 * test, or that cannot be true of the one it matches (a range whose low end is above its high end, a sample taken
 * before the order was placed or after the report arrived), is kept for review with the reason. A report whose
 * values are already stored for the same ordered test, under another report id, is answered with that result.
 * `whenStored` runs in the same transaction with the results stored or corrected, for what must commit with them
 * (the notices to their patients).
 */
export async function storeDelivery(
  db: Database,
  lab: LabPrincipal,
  delivery: Delivery,
  sources: DeliverySources,
  whenStored: ResultsStoredHook = async () => undefined,
): Promise<StoredDelivery> {
  return db.transaction(async (tx) => {
    const outcomes: LabDeliveryOutcome[] = [];
    const changedResultIds: string[] = [];
    for (const report of delivery.reports) {
      const stored = await storeReport(tx, lab, delivery, report, sources);
      outcomes.push(stored.outcome);
      if (stored.changed && stored.outcome.status === 'stored') changedResultIds.push(stored.outcome.id);
    }
    await whenStored(tx, changedResultIds);
    return { outcomes, changedResultIds };
  });
}

/** Work that commits with results just stored or corrected (by their ids). */
export type ResultsStoredHook = (tx: Transaction, resultIds: string[]) => Promise<void>;

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
  lab: LabPrincipal,
  delivery: Delivery,
  report: DeliveredReport,
  sources: DeliverySources,
): Promise<{ outcome: LabDeliveryOutcome; changed: boolean }> {
  await lockLabReport(tx, lab.labId, report.labReportId);
  const earlier = await findEarlier(tx, lab, report.labReportId);
  if (earlier !== null) {
    if (earlier.status === 'stored') return followStoredResult(tx, lab, delivery, report, earlier, sources);
    const corrected = await correctKeptReport(tx, lab, earlier.id, delivery, report, sources);
    return { outcome: corrected.outcome, changed: corrected.stored };
  }

  const answer = await matchReport(tx, sources, report, delivery.receivedAt);
  if (!answer.matched) {
    const [kept] = await tx
      .insert(unmatchedLabDeliveries)
      .values({
        labId: lab.labId,
        labReportId: report.labReportId,
        ...keptReportContents(delivery, report, answer.reason),
      })
      .returning({ id: unmatchedLabDeliveries.id });
    if (!kept) throw new Error('The unmatched report was not kept');
    return { outcome: { labReportId: report.labReportId, status: 'unmatched', id: kept.id }, changed: true };
  }
  const copy = await storedCopyOf(tx, lab, report, answer.match);
  if (copy !== null)
    return { outcome: { labReportId: report.labReportId, status: 'stored', id: copy }, changed: false };
  const id = await insertResult(
    tx,
    { labId: lab.labId, format: delivery.format, receivedAt: delivery.receivedAt },
    report,
    answer.match,
  );
  await keepUnreadableValues(tx, lab, delivery, report);
  return { outcome: { labReportId: report.labReportId, status: 'stored', id }, changed: true };
}

/** What this lab delivered before under the report id: a lab's report ids are its own, never another lab's. */
async function findEarlier(
  tx: Transaction,
  lab: LabPrincipal,
  labReportId: string,
): Promise<LabDeliveryOutcome | null> {
  const [stored] = await tx
    .select({ id: labResults.id })
    .from(labResults)
    .where(and(eq(labResults.labReportId, labReportId), deliveriesVisibleTo(lab, labResults.labId)));
  if (stored) return { labReportId, status: 'stored', id: stored.id };
  const [kept] = await tx
    .select({ id: unmatchedLabDeliveries.id })
    .from(unmatchedLabDeliveries)
    .where(
      and(eq(unmatchedLabDeliveries.labReportId, labReportId), deliveriesVisibleTo(lab, unmatchedLabDeliveries.labId)),
    );
  return kept ? { labReportId, status: 'unmatched', id: kept.id } : null;
}

/**
 * A lab's report on a result stored under the same report id: a correction, the final report of a preliminary
 * one, or the same final again (see `successionOf`). What replaces the stored values is applied when it can be
 * stored as sent, otherwise kept for review with the reason while the stored result stays as it was. It is judged
 * as a delivery is: a range that cannot be true, or a sample taken before the result's order was placed or after
 * the report arrived, stops it.
 */
async function followStoredResult(
  tx: Transaction,
  lab: LabPrincipal,
  delivery: Delivery,
  report: DeliveredReport,
  earlier: LabDeliveryOutcome,
  sources: DeliverySources,
): Promise<{ outcome: LabDeliveryOutcome; changed: boolean }> {
  const [stored] = await tx
    .select({ status: labResults.status, contentHash: labResults.contentHash })
    .from(labResults)
    .where(eq(labResults.id, earlier.id));
  if (!stored) throw new Error('The stored result was not found');
  // A result stored before every range was kept reads as this report's contents once its ranges are filled in.
  const filled = await fillRangesKeptSince(tx, earlier.id, stored.contentHash, report);
  const contentHash = contentHashOf(report);
  const succession = successionOf(filled ? { ...stored, contentHash } : stored, report, contentHash);
  if (succession.kind === 'repeat') return { outcome: earlier, changed: false };
  const ordered = await orderedTestOfResult(tx, earlier.id, sources);
  const problem =
    succession.kind === 'keep-for-review'
      ? { reason: succession.reason }
      : problemWithReport(report, ordered.orderPlacedAt, delivery.receivedAt);
  if (problem === null && succession.kind === 'replace') {
    const changed = await correctResult(tx, earlier.id, report, delivery.receivedAt, ordered.patient, succession);
    if (changed) await keepUnreadableValues(tx, lab, delivery, report);
    return { outcome: earlier, changed };
  }
  const keptId = await keepCorrectionForReview(tx, lab, delivery, report, problem?.reason ?? '');
  return { outcome: { labReportId: report.labReportId, status: 'unmatched', id: keptId }, changed: false };
}

/**
 * The result this lab already stored for this ordered test with exactly these values, notes and sample time: the
 * same report delivered again under another report id, which must not make a second row. Null when there is none.
 */
async function storedCopyOf(
  tx: Transaction,
  lab: LabPrincipal,
  report: DeliveredReport,
  match: OrderedTestMatch,
): Promise<string | null> {
  const collectedAt = report.collectedAt === null ? null : new Date(report.collectedAt);
  const [copy] = await tx
    .select({ id: labResults.id })
    .from(labResults)
    .where(
      and(
        eq(labResults.orderLineId, match.orderLineId),
        deliveriesVisibleTo(lab, labResults.labId),
        eq(labResults.orderPatientId, match.orderPatientId),
        eq(labResults.testId, match.testId),
        // A copy stored before every range was kept has the fingerprint of then.
        inArray(labResults.contentHash, [contentHashOf(report), contentHashBeforeEveryRangeWasKept(report)]),
        collectedAt === null ? isNull(labResults.collectedAt) : eq(labResults.collectedAt, collectedAt),
      ),
    )
    .limit(1);
  return copy?.id ?? null;
}
