import type { DeliveredReport } from '@labshop/shared-contracts/core';
import { UNMATCHED_REASONS } from '../ordered-test-identity';
import type { DeliverySources } from '../delivery-sources';
import { matchOrderedTest, type OrderedTestMatch } from './match-ordered-test';
import { problemWithReport, type ReviewField } from '../report-checks';
import type { Transaction } from './transaction';

export type ReportAnswer =
  { matched: true; match: OrderedTestMatch } | { matched: false; reason: string; field: ReviewField };

/** Which field of the review form each reason for not matching is about. */
const FIELD_OF_REASON: Record<string, ReviewField> = {
  [UNMATCHED_REASONS.noOrder]: 'orderNumber',
  [UNMATCHED_REASONS.notPaid]: 'orderNumber',
  [UNMATCHED_REASONS.noPatient]: 'orderNumber',
  [UNMATCHED_REASONS.noTest]: 'testCode',
  [UNMATCHED_REASONS.ambiguous]: 'testCode',
};

/**
 * The ordered test a report is stored into, or why it is kept for review instead: it matches no paid ordered
 * test of its patient, or it matches one but cannot be true of it as sent (an impossible range, a sample taken
 * before the order or after the report arrived). A delivery, a lab's correction and a reviewer all ask this.
 */
export async function matchReport(
  tx: Transaction,
  sources: DeliverySources,
  report: DeliveredReport,
  receivedAt: Date,
): Promise<ReportAnswer> {
  const answer = await matchOrderedTest(tx, sources, report);
  if (!answer.matched) {
    return { matched: false, reason: answer.reason, field: FIELD_OF_REASON[answer.reason] ?? 'orderNumber' };
  }
  const problem = problemWithReport(report, answer.match.orderPlacedAt, receivedAt);
  return problem === null ? answer : { matched: false, ...problem };
}
