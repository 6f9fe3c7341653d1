import { and, eq } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import {
  ALREADY_REVIEWED_MESSAGE,
  type DismissUnmatchedDelivery,
  type MatchUnmatchedDelivery,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { recordAudit } from '../../../db/audit-log';
import type { Database } from '../../../db/client';
import { unmatchedLabDeliveries } from '../../../db/schema';
import { HttpError, notFound, ValidationError } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import { deliveriesVisibleTo } from './access';
import { readKeptReport } from '../kept-report-json';
import { storeKeptReport } from './kept-reports';
import { matchReport } from './match-report';
import type { DeliverySources } from '../delivery-sources';
import { lockLabReport, type ResultsStoredHook } from './store-reports';
import type { Transaction } from './transaction';

/**
 * The kept report, locked for review: the lab's report id is locked as a delivery locks it (so the same report
 * arriving from the lab meanwhile waits), then the row itself. 404 when there is none, 409 once reviewed.
 */
async function openKeptReport(tx: Transaction, principal: Principal, id: string) {
  const [found] = await tx
    .select({ labId: unmatchedLabDeliveries.labId, labReportId: unmatchedLabDeliveries.labReportId })
    .from(unmatchedLabDeliveries)
    .where(and(eq(unmatchedLabDeliveries.id, id), deliveriesVisibleTo(principal, unmatchedLabDeliveries.labId)));
  if (!found) throw notFound();
  await lockLabReport(tx, found.labId, found.labReportId);
  const [row] = await tx.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id)).for('update');
  if (!row) throw notFound();
  if (row.reviewedAt !== null) throw new HttpError(409, ALREADY_REVIEWED_MESSAGE);
  return row;
}

/**
 * Matches a kept report against the order an administrator names (and the test, when the lab's code was wrong)
 * by the same rules as a delivery, and stores it the same way. Two administrators matching at once store one
 * result: the second waits for the first and is told it was reviewed. 422 by field when it still does not match,
 * and on `report` when only the lab's correction can settle it (an impossible range, a collection time after the
 * report arrived). `whenStored` runs in the same transaction with the stored result.
 */
export async function matchKeptReport(
  db: Database,
  principal: Principal,
  id: string,
  input: MatchUnmatchedDelivery,
  sources: DeliverySources,
  reviewer: { id: string; at: Date },
  whenStored: ResultsStoredHook = async () => undefined,
): Promise<{ id: string; resultId: string }> {
  return db.transaction(async (tx) => {
    const row = await openKeptReport(tx, principal, id);
    const kept = readKeptReport(row.report);
    const report: DeliveredReport = {
      ...kept,
      orderNumber: input.orderNumber.trim(),
      testCode: input.testCode?.trim() ?? kept.testCode,
    };
    // A sample's time is judged against when the lab sent the report, not when it is reviewed.
    const answer = await matchReport(tx, sources, report, row.receivedAt);
    if (!answer.matched) throw new ValidationError({ [answer.field]: [answer.reason] });
    const resultId = await storeKeptReport(tx, principal, row, row, report, answer.match, reviewer);
    await whenStored(tx, [resultId]);
    await recordAudit(tx, {
      event: 'kept_report_matched',
      actorId: reviewer.id,
      record: { type: 'kept_lab_report', id },
      before: { reviewedAt: null },
      after: { resolution: 'matched', orderNumber: report.orderNumber, testCode: report.testCode, resultId },
    });
    return { id, resultId };
  });
}

/** Marks a kept report reviewed without storing it, with the administrator's reason. */
export async function dismissKeptReport(
  db: Database,
  principal: Principal,
  id: string,
  input: DismissUnmatchedDelivery,
  reviewer: { id: string; at: Date },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await openKeptReport(tx, principal, id);
    const reason = input.reason.trim();
    await recordAudit(tx, {
      event: 'kept_report_dismissed',
      actorId: reviewer.id,
      record: { type: 'kept_lab_report', id },
      before: { reviewedAt: null },
      after: { resolution: 'dismissed', dismissReason: reason },
    });
    await tx
      .update(unmatchedLabDeliveries)
      .set({
        reviewedAt: reviewer.at,
        reviewedBy: reviewer.id,
        resolution: 'dismissed',
        dismissReason: reason,
      })
      .where(eq(unmatchedLabDeliveries.id, id));
    return { id };
  });
}
