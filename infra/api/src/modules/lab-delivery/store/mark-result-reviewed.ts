import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  RESULT_ALREADY_REVIEWED_MESSAGE,
  type MarkResultReviewed,
  type ReviewedResultAnswer,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import type { Database } from '../../../db/client';
import { labResults, observations, resultReviews } from '../../../db/schema';
import { HttpError, notFound } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import { isRecordId } from '../../../platform/request-values';
import { deliveriesVisibleTo } from './access';

/**
 * An administrator reviewed a result marked for review: the marks on the result and its values are cleared, so it
 * leaves the list and its patient no longer reads that someone will look, and the review is recorded with who,
 * when, the reasons it cleared and the reviewer's note. The result's row is locked, so of two administrators at
 * once the second is told it was reviewed (409). 404 for a result that is not there or was never marked.
 */
export async function markResultReviewed(
  db: Database,
  principal: Principal,
  resultId: string,
  input: MarkResultReviewed,
  reviewer: { id: string; at: Date },
): Promise<ReviewedResultAnswer> {
  if (!isRecordId(resultId)) throw notFound();
  return db.transaction(async (tx) => {
    const [result] = await tx
      .select({ reviewReason: labResults.reviewReason })
      .from(labResults)
      .where(and(eq(labResults.id, resultId), deliveriesVisibleTo(principal, labResults.labId)))
      .for('update');
    if (!result) throw notFound();
    const markedValues = await tx
      .select({ name: observations.name, reason: observations.reviewReason })
      .from(observations)
      .where(and(eq(observations.resultId, resultId), isNotNull(observations.reviewReason)))
      .orderBy(asc(observations.position));
    const reasons = [
      ...(result.reviewReason === null ? [] : [result.reviewReason]),
      ...markedValues.map((value) => `${value.name}: ${value.reason ?? ''}`),
    ];
    if (reasons.length === 0) {
      const [earlier] = await tx
        .select({ id: resultReviews.id })
        .from(resultReviews)
        .where(eq(resultReviews.resultId, resultId))
        .limit(1);
      if (earlier) throw new HttpError(409, RESULT_ALREADY_REVIEWED_MESSAGE);
      throw notFound();
    }
    const note = input.note?.trim() ? input.note.trim() : null;
    await tx
      .insert(resultReviews)
      .values({ resultId, reviewedBy: reviewer.id, reviewedAt: reviewer.at, reasons, note });
    await tx.update(labResults).set({ reviewReason: null }).where(eq(labResults.id, resultId));
    await tx
      .update(observations)
      .set({ reviewReason: null })
      .where(and(eq(observations.resultId, resultId), isNotNull(observations.reviewReason)));
    return { resultId, reviewedAt: reviewer.at.toISOString(), note };
  });
}
