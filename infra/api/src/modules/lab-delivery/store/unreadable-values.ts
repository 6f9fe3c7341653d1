import type { DeliveredReport, UnreadableValue } from '@labshop/shared-contracts/core';
import { unmatchedLabDeliveries } from '../../../db/schema';
import type { LabPrincipal } from './access';
import { keptReportContents, type DeliveryOfReport } from './kept-reports';
import type { Transaction } from './transaction';

/** Said to the lab and the reviewer: the value was not stored, the rest of the report was. */
export const VALUE_KEPT_FOR_REVIEW = 'The value was kept for review; the report’s other values were stored.';

/** The name a value kept aside is reviewed under: its report's id and where it was in the message. */
export const keptValueReportId = (report: DeliveredReport, value: UnreadableValue, index: number) =>
  `${report.labReportId} ${value.location ?? `value ${index + 1}`}`;

/**
 * Keeps each value of a stored report that could not be read or trusted for an administrator, with the reason and
 * the value as the lab sent it, so one bad value never costs the patient the others and is never stored as valid.
 * A repeated delivery keeps nothing twice.
 */
export async function keepUnreadableValues(
  tx: Transaction,
  lab: LabPrincipal,
  delivery: DeliveryOfReport,
  report: DeliveredReport,
): Promise<void> {
  const values = report.unreadableValues ?? [];
  for (const [index, value] of values.entries()) {
    // No value is readable in what is kept, so an administrator can read it and dismiss it, never store it as valid.
    const kept: DeliveredReport = { ...report, observations: [], unreadableValues: [value], document: null };
    await tx
      .insert(unmatchedLabDeliveries)
      .values({
        labId: lab.labId,
        labReportId: keptValueReportId(report, value, index),
        ...keptReportContents(delivery, kept, `${value.reason} ${VALUE_KEPT_FOR_REVIEW}`),
      })
      .onConflictDoNothing();
  }
}
