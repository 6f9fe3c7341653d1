import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { MARKED_RESULTS_LIMIT, MARKED_VALUES_LIMIT, type MarkedResult } from '@labshop/shared-contracts/core';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, labs, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { displayValue, valueOf } from '../../results/result-shapes';
import { deliveriesVisibleTo } from './access';

/**
 * Stored results someone should look at while their patients read them, the newest first: a result marked itself
 * (a final report sent again with other values) or holding marked values (the lab's flag and the shop's reading
 * disagree), each with its reason. Both marks are found by small partial indexes, never by reading every value;
 * one result's marked values are capped, with their count, so one odd report cannot swell the list.
 */
export async function listMarkedForReview(db: DatabaseExecutor, principal: Principal): Promise<MarkedResult[]> {
  const withMarkedValues = db
    .selectDistinct({ resultId: observations.resultId })
    .from(observations)
    .where(isNotNull(observations.reviewReason));
  const results = await db
    .select({
      resultId: labResults.id,
      labName: labs.name,
      labReportId: labResults.labReportId,
      testName: labResults.testName,
      reportStatus: labResults.status,
      receivedAt: labResults.receivedAt,
      reason: labResults.reviewReason,
    })
    .from(labResults)
    .innerJoin(labs, eq(labs.id, labResults.labId))
    .where(
      and(
        or(isNotNull(labResults.reviewReason), inArray(labResults.id, withMarkedValues)),
        deliveriesVisibleTo(principal, labResults.labId),
      ),
    )
    .orderBy(desc(labResults.receivedAt), desc(labResults.id))
    .limit(MARKED_RESULTS_LIMIT);
  if (results.length === 0) return [];

  const values = await markedValuesOf(
    db,
    results.map((result) => result.resultId),
  );
  return results.map((result) => {
    const marked = values.filter((value) => value.resultId === result.resultId);
    return {
      ...result,
      receivedAt: result.receivedAt.toISOString(),
      markedValues: Number(marked[0]?.marked ?? 0),
      values: marked.map((value) => ({
        id: value.id,
        name: value.name,
        displayValue: displayValue(valueOf(value)),
        flag: value.flag,
        labFlag: value.labFlag,
        reason: value.reviewReason ?? '',
      })),
    };
  });
}

/** The first `MARKED_VALUES_LIMIT` marked values of each result in the lab's order, each with its result's count. */
async function markedValuesOf(db: DatabaseExecutor, resultIds: string[]) {
  const ranked = db
    .select({
      id: observations.id,
      resultId: observations.resultId,
      name: observations.name,
      valueNumber: observations.valueNumber,
      unit: observations.unit,
      comparator: observations.comparator,
      valueText: observations.valueText,
      flag: observations.flag,
      labFlag: observations.labFlag,
      reviewReason: observations.reviewReason,
      place:
        sql<number>`row_number() over (partition by ${observations.resultId} order by ${observations.position})`.as(
          'place',
        ),
      marked: sql<number>`count(*) over (partition by ${observations.resultId})`.as('marked'),
    })
    .from(observations)
    .where(and(inArray(observations.resultId, resultIds), isNotNull(observations.reviewReason)))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.place, MARKED_VALUES_LIMIT)).orderBy(ranked.resultId, ranked.place);
}
