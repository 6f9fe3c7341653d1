import { RESULTS_LIST_VALUES_SHOWN } from '@labshop/shared-contracts/core/api/results';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { StoredListValue } from '../value-summaries';
import { resultsReadableBy } from './access';

/** The most urgent first: critical, then out of range or abnormal, then the rest; the lab's order within each. */
const urgency = sql`case when ${observations.flag} in ('LL', 'HH') then 0 when ${observations.flag} in ('L', 'H', 'A') then 1 else 2 end`;

/** A value as the list reads it, with its result's person and date. */
const listColumns = {
  id: observations.id,
  resultId: observations.resultId,
  position: observations.position,
  orderPatientId: labResults.orderPatientId,
  collectedAt: labResults.collectedAt,
  receivedAt: labResults.receivedAt,
  loinc: observations.loinc,
  name: observations.name,
  valueNumber: observations.valueNumber,
  unit: observations.unit,
  comparator: observations.comparator,
  valueText: observations.valueText,
  flag: observations.flag,
};

/**
 * The values a line of the results list shows, for the given people (their order patients): at most
 * `RESULTS_LIST_VALUES_SHOWN` of each result, the most urgent first, chosen by the server, so a report of thousands
 * of values sends a few. Only results the principal may read, by the results' one access rule.
 */
export async function listShownValuesOf(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  orderPatientIds: readonly string[],
): Promise<StoredListValue[]> {
  if (orderPatientIds.length === 0) return [];
  const ranked = db
    .select({
      ...listColumns,
      place:
        sql<number>`row_number() over (partition by ${observations.resultId} order by ${urgency}, ${observations.position})`.as(
          'place',
        ),
    })
    .from(observations)
    .innerJoin(labResults, eq(labResults.id, observations.resultId))
    .where(
      and(
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
        inArray(labResults.orderPatientId, [...orderPatientIds]),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.place, RESULTS_LIST_VALUES_SHOWN))
    .orderBy(ranked.resultId, ranked.place);
  return rows.map(({ place: _place, ...row }) => row);
}

/**
 * The points the trends of those values are drawn from: the same people's values of the given LOINC codes, one per
 * result and code (its first in the lab's order, as the result's page charts a history), so a report that lists a
 * marker thousands of times sends one row of it here.
 */
export async function listTrendPointsOf(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  orderPatientIds: readonly string[],
  loincs: readonly string[],
): Promise<StoredListValue[]> {
  if (orderPatientIds.length === 0 || loincs.length === 0) return [];
  return db
    .selectDistinctOn([observations.resultId, observations.loinc], listColumns)
    .from(observations)
    .innerJoin(labResults, eq(labResults.id, observations.resultId))
    .where(
      and(
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
        inArray(labResults.orderPatientId, [...orderPatientIds]),
        inArray(observations.loinc, [...loincs]),
      ),
    )
    .orderBy(observations.resultId, observations.loinc, observations.position);
}
