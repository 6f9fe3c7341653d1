import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type { LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';

/** Every value of a delivery that was kept aside, with its report, where it was and why. */
function keptValues(reports: readonly DeliveredReport[]) {
  return reports.flatMap((report) =>
    (report.unreadableValues ?? []).map((value) => ({
      labReportId: report.labReportId,
      location: value.location,
      reason: value.reason,
    })),
  );
}

/**
 * What an HL7 acknowledgement adds when values were kept aside: the message is still accepted (AA), and the note
 * names each value's field and why, so the lab can send it again corrected.
 */
export function valuesKeptNote(reports: readonly DeliveredReport[]): string {
  const kept = keptValues(reports);
  if (kept.length === 0) return '';
  return ` Kept for review, not stored: ${kept.map((each) => `${each.labReportId} ${each.reason}`).join('; ')}`;
}

/** The same for a FHIR answer: the values kept aside, beside the outcome of each report. */
export function valuesKeptAnswer(reports: readonly DeliveredReport[]): Pick<LabDeliveryAnswer, 'keptValues'> {
  const kept = keptValues(reports);
  return kept.length === 0 ? {} : { keptValues: kept };
}
