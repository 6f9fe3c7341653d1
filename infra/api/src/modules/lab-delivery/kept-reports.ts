import { eq } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts';
import { unmatchedLabDeliveries } from '../../db/schema';
import { insertResult } from './insert-result';
import type { OrderedTestMatch } from './match-ordered-test';
import type { Transaction } from './transaction';

/** How a report is delivered: the part of a delivery a kept report remembers. */
export interface DeliveryOfReport {
  format: 'fhir' | 'hl7v2';
  message: string;
  receivedAt: Date;
}

/** What a report kept for review holds of the report, the message it came in and why it matched nothing. */
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
 * Stores a kept report's result once it matches an ordered test, as a delivery would, and closes the kept report
 * as matched by the reviewer (null when the lab's own correction matched it). Answers the result's id.
 */
export async function storeKeptReport(
  tx: Transaction,
  kept: { id: string; labId: string },
  stored: { format: 'fhir' | 'hl7v2'; receivedAt: Date },
  report: DeliveredReport,
  match: OrderedTestMatch,
  reviewer: { id: string | null; at: Date },
): Promise<string> {
  const resultId = await insertResult(tx, { labId: kept.labId, ...stored }, report, match);
  await tx
    .update(unmatchedLabDeliveries)
    .set({ reviewedAt: reviewer.at, reviewedBy: reviewer.id, resolution: 'matched', resultId })
    .where(eq(unmatchedLabDeliveries.id, kept.id));
  return resultId;
}
