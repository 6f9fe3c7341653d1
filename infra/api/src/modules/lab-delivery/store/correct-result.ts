import { asc, eq } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import {
  labResultDocuments,
  labResults,
  labResultVersions,
  observations,
  orderLines,
  orderPatients,
  orders,
  type ReplacedObservation,
} from '../../../db/schema';
import { insertJudgedObservations, keepDocument } from './insert-result';
import { problemWithReport, type ReportProblem } from '../report-checks';
import { contentHashOf } from '../report-fingerprint';
import type { Transaction } from './transaction';

/**
 * Applies a lab's correction (FHIR corrected or amended, HL7 OBR-25 'C') to the stored result of the same report:
 * the values are replaced and judged again, the status, issue date, notes and printout follow the correction, and
 * the version it replaces is kept. A correction that says what is stored already changes nothing. Answers
 * whether the result changed. Runs in the delivery's transaction, under its lock on the lab's report id.
 */
export async function correctResult(
  tx: Transaction,
  resultId: string,
  report: DeliveredReport,
  receivedAt: Date,
): Promise<boolean> {
  const [stored] = await tx
    .select({
      status: labResults.status,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      correctedAt: labResults.correctedAt,
      notes: labResults.notes,
      patientNotes: labResults.patientNotes,
      contentHash: labResults.contentHash,
      patient: { sex: orderPatients.sex, birthDate: orderPatients.birthDate },
    })
    .from(labResults)
    .innerJoin(orderPatients, eq(orderPatients.id, labResults.orderPatientId))
    .where(eq(labResults.id, resultId));
  if (!stored) throw new Error('The result to correct was not found');
  const contentHash = contentHashOf(report);
  if (stored.contentHash === contentHash) return false;

  await keepReplacedVersion(tx, resultId, stored, receivedAt);
  await tx.delete(observations).where(eq(observations.resultId, resultId));
  await insertJudgedObservations(tx, resultId, report, stored.patient, receivedAt);
  // The old printout shows the old values: it goes with the old version, replaced by the new one if any.
  await tx.delete(labResultDocuments).where(eq(labResultDocuments.resultId, resultId));
  if (report.document) await keepDocument(tx, resultId, report.document);
  await tx
    .update(labResults)
    .set({
      status: 'corrected',
      issuedAt: report.issuedAt === null ? null : new Date(report.issuedAt),
      notes: report.notes,
      patientNotes: report.patientNotes,
      contentHash,
      correctedAt: receivedAt,
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
    observations: values.map(({ id: _id, resultId: _resultId, ...value }): ReplacedObservation => value),
    labPdf:
      printout === undefined
        ? null
        : { contentType: printout.contentType, title: printout.title, base64: printout.data.toString('base64') },
    replacedAt,
  });
}

/**
 * What stops a lab's correction from replacing a stored result, judged as a delivery is: a range that cannot be
 * true, or a sample taken before the result's order was placed or after the correction arrived. Null when the
 * correction can be applied.
 */
export async function problemWithCorrection(
  tx: Transaction,
  resultId: string,
  report: DeliveredReport,
  receivedAt: Date,
): Promise<ReportProblem | null> {
  const [order] = await tx
    .select({ placedAt: orders.createdAt })
    .from(labResults)
    .innerJoin(orderLines, eq(orderLines.id, labResults.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(labResults.id, resultId));
  if (!order) throw new Error('The order of the result to correct was not found');
  return problemWithReport(report, order.placedAt, receivedAt);
}
