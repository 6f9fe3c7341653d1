import { and, eq } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import { labResults, unmatchedLabDeliveries } from '../../../db/schema';
import { ValidationError } from '../../../platform/errors';
import { correctResult } from './correct-result';
import { insertResult } from './insert-result';
import type { OrderedTestMatch } from './match-ordered-test';
import type { Principal } from '../../../platform/principal';
import { readKeptReport } from '../kept-report-json';
import { contentHashOf } from '../report-fingerprint';
import { deliveriesVisibleTo, type LabPrincipal } from './access';
import type { Transaction } from './transaction';

/** How a report is delivered: the part of a delivery a kept report remembers. */
export interface DeliveryOfReport {
  format: 'fhir' | 'hl7v2';
  message: string;
  receivedAt: Date;
}

/** Said when a reviewer names another ordered test for a correction of a result stored before. */
export const STORED_ELSEWHERE_MESSAGE =
  'This report is already stored for another ordered test: its correction can only be matched to that order.';

/** What a report kept for review holds of the report, the message it came in and why it was kept. */
export function keptReportContents(delivery: DeliveryOfReport, report: DeliveredReport, reason: string) {
  return {
    format: delivery.format,
    reason,
    orderNumber: report.orderNumber,
    testCode: report.testCode,
    report,
    message: delivery.message,
    receivedAt: delivery.receivedAt,
  };
}

/**
 * Keeps a lab's correction of a stored result for review when it cannot be stored as sent, leaving the stored
 * result as it was. The report's one row for review is reopened with the correction, whatever became of it before.
 */
export async function keepCorrectionForReview(
  tx: Transaction,
  lab: LabPrincipal,
  delivery: DeliveryOfReport,
  report: DeliveredReport,
  reason: string,
): Promise<string> {
  const contents = keptReportContents(delivery, report, reason);
  const [earlier] = await tx
    .select({ id: unmatchedLabDeliveries.id, report: unmatchedLabDeliveries.report })
    .from(unmatchedLabDeliveries)
    .where(
      and(
        eq(unmatchedLabDeliveries.labReportId, report.labReportId),
        deliveriesVisibleTo(lab, unmatchedLabDeliveries.labId),
      ),
    );
  // The same correction sent again changes nothing, reviewed or not.
  if (earlier !== undefined && contentHashOf(readKeptReport(earlier.report)) === contentHashOf(report))
    return earlier.id;
  const [kept] = await tx
    .insert(unmatchedLabDeliveries)
    .values({ labId: lab.labId, labReportId: report.labReportId, ...contents })
    .onConflictDoUpdate({
      target: [unmatchedLabDeliveries.labId, unmatchedLabDeliveries.labReportId],
      set: { ...contents, reviewedAt: null, reviewedBy: null, resolution: null, dismissReason: null, resultId: null },
    })
    .returning({ id: unmatchedLabDeliveries.id });
  if (!kept) throw new Error('The correction was not kept for review');
  return kept.id;
}

/**
 * Stores a kept report's result once it matches an ordered test, as a delivery would, and closes the kept report
 * as matched by the reviewer (null when the lab's own correction matched it). A kept correction of a result
 * stored before is applied to that result, as a delivered correction would be. Answers the result's id.
 */
export async function storeKeptReport(
  tx: Transaction,
  principal: Principal,
  kept: { id: string; labId: string },
  stored: { format: 'fhir' | 'hl7v2'; receivedAt: Date },
  report: DeliveredReport,
  match: OrderedTestMatch,
  reviewer: { id: string | null; at: Date },
): Promise<string> {
  const [earlier] = await tx
    .select({ id: labResults.id, orderLineId: labResults.orderLineId, orderPatientId: labResults.orderPatientId })
    .from(labResults)
    .where(
      and(
        eq(labResults.labId, kept.labId),
        eq(labResults.labReportId, report.labReportId),
        deliveriesVisibleTo(principal, labResults.labId),
      ),
    );
  let resultId: string;
  if (earlier === undefined) {
    resultId = await insertResult(tx, { labId: kept.labId, ...stored }, report, match);
  } else {
    if (earlier.orderLineId !== match.orderLineId || earlier.orderPatientId !== match.orderPatientId) {
      throw new ValidationError({ orderNumber: [STORED_ELSEWHERE_MESSAGE] });
    }
    // The same ordered test for the same person, so its values are judged for the person the match names.
    await correctResult(tx, earlier.id, report, stored.receivedAt, match.patient);
    resultId = earlier.id;
  }
  await tx
    .update(unmatchedLabDeliveries)
    .set({ reviewedAt: reviewer.at, reviewedBy: reviewer.id, resolution: 'matched', resultId })
    .where(eq(unmatchedLabDeliveries.id, kept.id));
  return resultId;
}
