import { asc, eq } from 'drizzle-orm';
import type { DeliveredReport, ReportStatus } from '@labshop/shared-contracts/core';
import {
  labResultDocuments,
  labResults,
  labResultVersions,
  observations,
  type ReplacedObservation,
} from '../../../db/schema';
import type { DeliverySources } from '../delivery-sources';
import { insertJudgedObservations, keepDocument } from './insert-result';
import type { OrderedTestMatch } from './match-ordered-test';
import { contentHashOf } from '../report-fingerprint';
import type { Transaction } from './transaction';

/** How a report replaces the stored one: the status it leaves, whether it corrects it, and why to review it. */
export interface Replacement {
  status: ReportStatus;
  /** A correction (dated as one); otherwise the report's next stage (a final after a preliminary), dated as new. */
  corrected: boolean;
  reviewReason: string | null;
}

const CORRECTION: Replacement = { status: 'corrected', corrected: true, reviewReason: null };

/**
 * Applies a lab's correction (FHIR corrected or amended, HL7 OBR-25 'C'), or the final report of a preliminary one,
 * to the stored result of the same report: the values are replaced and judged again, the status, issue date, notes
 * and printout follow the new report, and the version it replaces is kept. The values are judged for `patient`, the
 * person the result's ordered test is for. A report that says what is stored already, in the same status, changes
 * nothing. Answers whether the result changed. Runs in the delivery's transaction, under its lock on the lab's
 * report id.
 */
export async function correctResult(
  tx: Transaction,
  resultId: string,
  report: DeliveredReport,
  receivedAt: Date,
  patient: OrderedTestMatch['patient'],
  replacement: Replacement = CORRECTION,
): Promise<boolean> {
  const [stored] = await tx
    .select({
      status: labResults.status,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      correctedAt: labResults.correctedAt,
      notes: labResults.notes,
      patientNotes: labResults.patientNotes,
      reviewReason: labResults.reviewReason,
      contentHash: labResults.contentHash,
    })
    .from(labResults)
    .where(eq(labResults.id, resultId));
  if (!stored) throw new Error('The result to correct was not found');
  const contentHash = contentHashOf(report);
  if (stored.contentHash === contentHash && stored.status === replacement.status) return false;

  await keepReplacedVersion(tx, resultId, stored, receivedAt);
  await tx.delete(observations).where(eq(observations.resultId, resultId));
  await insertJudgedObservations(tx, resultId, report, patient, receivedAt);
  // The old printout shows the old values: it goes with the old version, replaced by the new one if any.
  await tx.delete(labResultDocuments).where(eq(labResultDocuments.resultId, resultId));
  if (report.document) await keepDocument(tx, resultId, report.document);
  await tx
    .update(labResults)
    .set({
      status: replacement.status,
      issuedAt: report.issuedAt === null ? null : new Date(report.issuedAt),
      notes: report.notes,
      patientNotes: report.patientNotes,
      contentHash,
      // A correction is dated as one; the next stage of a report arrives as the result anew.
      ...(replacement.corrected ? { correctedAt: receivedAt } : { receivedAt }),
      ...(replacement.reviewReason === null ? {} : { reviewReason: replacement.reviewReason }),
    })
    .where(eq(labResults.id, resultId));
  return true;
}

async function keepReplacedVersion(
  tx: Transaction,
  resultId: string,
  stored: {
    status: 'preliminary' | 'final' | 'corrected';
    issuedAt: Date | null;
    receivedAt: Date;
    correctedAt: Date | null;
    notes: string[];
    patientNotes: string[];
    reviewReason: string | null;
  },
  replacedAt: Date,
) {
  const values = await tx
    .select()
    .from(observations)
    .where(eq(observations.resultId, resultId))
    .orderBy(asc(observations.position));
  const [printout] = await tx.select().from(labResultDocuments).where(eq(labResultDocuments.resultId, resultId));
  await tx.insert(labResultVersions).values({
    resultId,
    status: stored.status,
    issuedAt: stored.issuedAt,
    // The version replaced arrived with the last correction, or with the first delivery.
    receivedAt: stored.correctedAt ?? stored.receivedAt,
    notes: stored.notes,
    patientNotes: stored.patientNotes,
    reviewReason: stored.reviewReason,
    // Every column of each value, whatever columns it gains: an older version shows all that it said.
    observations: values.map(({ id: _id, resultId: _resultId, ...value }): ReplacedObservation => value),
    labPdf:
      printout === undefined
        ? null
        : { contentType: printout.contentType, title: printout.title, base64: printout.data.toString('base64') },
    replacedAt,
  });
}

/**
 * The ordered test a stored result answers, as the orders service tells it: when its order was placed (a sample
 * cannot be older) and the person it is for, whom a correction's values are judged for.
 */
export async function orderedTestOfResult(
  tx: Transaction,
  resultId: string,
  sources: DeliverySources,
): Promise<Pick<OrderedTestMatch, 'orderPlacedAt' | 'patient'>> {
  const [result] = await tx
    .select({ orderLineId: labResults.orderLineId, orderPatientId: labResults.orderPatientId })
    .from(labResults)
    .where(eq(labResults.id, resultId));
  if (!result) throw new Error('The result to correct was not found');
  const ordered = await sources.orderedTest(tx, result.orderLineId, result.orderPatientId);
  if (!ordered) throw new Error('The order of the result to correct was not found');
  const { sex, birthDate } = ordered.person;
  return { orderPlacedAt: ordered.placedAt, patient: { sex, birthDate } };
}
