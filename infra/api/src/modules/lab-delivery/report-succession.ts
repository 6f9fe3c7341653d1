import type { DeliveredReport, ReportStatus } from '@labshop/shared-contracts/core';

/** Why a stored result is flagged for an administrator: a final report was sent again with other values. */
export const FINAL_SENT_AGAIN_CHANGED =
  'The lab sent its final report again with other values, without marking it as a correction.';
/** Why a preliminary report that follows the final one is kept for review rather than shown. */
export const PRELIMINARY_AFTER_FINAL =
  'A preliminary report arrived after the final one; the patient is still shown the final report.';

/** What a report does to the stored result of the same lab report. */
export type Succession =
  /** The same thing said again: nothing changes and the lab is answered as before. */
  | { kind: 'repeat' }
  /** The report replaces the stored values, which are kept as a version. */
  | { kind: 'replace'; status: ReportStatus; corrected: boolean; reviewReason: string | null }
  /** It cannot replace what is shown: kept for an administrator, the stored result unchanged. */
  | { kind: 'keep-for-review'; reason: string };

/**
 * How a lab's report follows the one stored under its report id. A correction replaces it; a final replaces a
 * preliminary (even with the same values, as the patient's result is now final), as a newer preliminary does; a
 * final sent again with other values is a correction in all but name, applied and flagged for review; a
 * preliminary after the final one cannot take its place. Sending the same contents again changes nothing.
 */
export function successionOf(
  stored: { status: ReportStatus; contentHash: string | null },
  report: DeliveredReport,
  contentHash: string,
): Succession {
  const sameContents = stored.contentHash === contentHash;
  if (report.status === 'corrected') {
    return sameContents
      ? { kind: 'repeat' }
      : { kind: 'replace', status: 'corrected', corrected: true, reviewReason: null };
  }
  if (stored.status === 'preliminary') {
    if (report.status === 'preliminary' && sameContents) return { kind: 'repeat' };
    return { kind: 'replace', status: report.status, corrected: false, reviewReason: null };
  }
  if (sameContents) return { kind: 'repeat' };
  return report.status === 'final'
    ? { kind: 'replace', status: 'corrected', corrected: true, reviewReason: FINAL_SENT_AGAIN_CHANGED }
    : { kind: 'keep-for-review', reason: PRELIMINARY_AFTER_FINAL };
}
