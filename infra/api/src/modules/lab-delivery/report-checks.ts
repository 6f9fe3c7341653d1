import { formatInterval, isInvertedInterval, type DeliveredReport } from '@labshop/shared-contracts/core';

/**
 * How far a sample's collection time may lie before the order was placed, or after the report arrived, and
 * still be taken as true: a day. Labs send the day alone (read as its start in the lab's zone), a lab's zone may be
 * set wrong by hours, and their clocks drift; within a day those explain the difference. Beyond it the date is
 * wrong, or the sample is not this order's.
 */
export const SAMPLE_TIME_LEEWAY_MS = 24 * 60 * 60 * 1000;

/** Which field of the review form can settle a problem: another order, or nothing but the lab's correction. */
export type ReviewField = 'orderNumber' | 'testCode' | 'report';

/** Why a report that matched an ordered test is still not stored into it, and where a reviewer can act on it. */
export interface ReportProblem {
  reason: string;
  field: ReviewField;
}

const moment = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const when = (date: Date) => `${moment.format(date)} UTC`;

/**
 * What stops a matched report from being stored into its order, in words for the administrator who reviews it:
 * a range that cannot be true (its low end above its high end), or a sample taken before the order was placed or
 * after the report arrived. Null when the report can be stored.
 */
export function problemWithReport(report: DeliveredReport, placedAt: Date, receivedAt: Date): ReportProblem | null {
  return nothingReadable(report) ?? impossibleRange(report) ?? collectionTimeProblem(report, placedAt, receivedAt);
}

/** A report none of whose values could be read or trusted: nothing would be left to store, so it is kept whole. */
function nothingReadable(report: DeliveredReport): ReportProblem | null {
  if (report.observations.length > 0) return null;
  const reasons = (report.unreadableValues ?? []).map((value) => value.reason).join(' ');
  return {
    reason: `None of the report’s values could be read, so nothing was stored. ${reasons} Ask the lab for a corrected report.`,
    field: 'report',
  };
}

function impossibleRange(report: DeliveredReport): ReportProblem | null {
  for (const observation of report.observations) {
    const range = observation.labRange;
    const inverted = [range?.normal, range?.critical].find((interval) => isInvertedInterval(interval));
    if (range === null || inverted === undefined) continue;
    const unit = observation.value.kind === 'quantity' ? observation.value.unit : '';
    const printed = range.text ?? formatInterval(inverted, unit);
    return {
      reason:
        `The lab’s range for ${observation.name} (${printed}) has its low end above its high end, so it cannot be ` +
        'true. No value of the report was stored or judged: ask the lab for a corrected report.',
      field: 'report',
    };
  }
  return null;
}

function collectionTimeProblem(report: DeliveredReport, placedAt: Date, receivedAt: Date): ReportProblem | null {
  if (report.collectedAt === null) return null;
  const collectedAt = new Date(report.collectedAt);
  if (collectedAt.getTime() < placedAt.getTime() - SAMPLE_TIME_LEEWAY_MS) {
    return {
      reason:
        `The sample was taken on ${when(collectedAt)}, before the order was placed on ${when(placedAt)}: ` +
        'it cannot be this order’s sample.',
      field: 'orderNumber',
    };
  }
  if (collectedAt.getTime() > receivedAt.getTime() + SAMPLE_TIME_LEEWAY_MS) {
    return {
      reason:
        `The sample’s collection time, ${when(collectedAt)}, is after the report arrived on ${when(receivedAt)}: ` +
        'the date is wrong. Ask the lab for a corrected report.',
      field: 'report',
    };
  }
  return null;
}
