import { and, eq } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type { LabDeliveryOutcome } from '@labshop/shared-contracts/core/api/results';
import { unmatchedLabDeliveries } from '../../../db/schema';
import { deliveriesVisibleTo, type LabPrincipal } from './access';
import { readKeptReport } from '../kept-report-json';
import { keptReportContents, storeKeptReport, type DeliveryOfReport } from './kept-reports';
import { matchReport } from './match-report';
import type { DeliverySources } from '../delivery-sources';
import { contentHashOf } from '../report-fingerprint';
import type { Transaction } from './transaction';

export interface KeptReportCorrection {
  outcome: LabDeliveryOutcome;
  /** True when the correction matched an ordered test and its result was stored: the patient is told. */
  stored: boolean;
}

/**
 * A lab's correction of a report that is still kept for review. Labs often correct exactly what stopped the match
 * (a mistyped order number or test code), so the correction is matched again: when it matches, its result is
 * stored as a delivery would store it and the kept report is closed as matched; otherwise the kept copy becomes the
 * corrected one, so the reviewer sees what the lab says now. A report already reviewed stays as it was.
 * Runs in the delivery's transaction, under its lock on the lab's report id.
 */
export async function correctKeptReport(
  tx: Transaction,
  lab: LabPrincipal,
  keptId: string,
  delivery: DeliveryOfReport,
  report: DeliveredReport,
  sources: DeliverySources,
): Promise<KeptReportCorrection> {
  const unchanged: KeptReportCorrection = {
    outcome: { labReportId: report.labReportId, status: 'unmatched', id: keptId },
    stored: false,
  };
  const [kept] = await tx
    .select()
    .from(unmatchedLabDeliveries)
    .where(and(eq(unmatchedLabDeliveries.id, keptId), deliveriesVisibleTo(lab, unmatchedLabDeliveries.labId)));
  if (!kept || kept.reviewedAt !== null || sameReport(kept, report)) return unchanged;

  const answer = await matchReport(tx, sources, report, delivery.receivedAt);
  if (!answer.matched) {
    await tx
      .update(unmatchedLabDeliveries)
      .set(keptReportContents(delivery, report, answer.reason))
      .where(eq(unmatchedLabDeliveries.id, keptId));
    return unchanged;
  }

  // Closed by the lab's own correction: there is no reviewer to name.
  const resultId = await storeKeptReport(tx, lab, kept, delivery, report, answer.match, {
    id: null,
    at: delivery.receivedAt,
  });
  return { outcome: { labReportId: report.labReportId, status: 'stored', id: resultId }, stored: true };
}

/** A repeat of what is kept: the same values and the same order and test to match them to. */
function sameReport(kept: { report: unknown; orderNumber: string; testCode: string }, report: DeliveredReport) {
  return (
    kept.orderNumber === report.orderNumber &&
    kept.testCode === report.testCode &&
    contentHashOf(readKeptReport(kept.report)) === contentHashOf(report)
  );
}
