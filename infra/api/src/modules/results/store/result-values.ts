import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { StoredListValue } from '../value-summaries';
import { resultsReadableBy } from './access';

/**
 * Every value of the account's results for the given people (their order patients), in one read: the values a
 * list of results shows and, as the same rows, the history their trends are drawn from. Only results the principal
 * may read, by the results' one access rule.
 */
export async function listValuesOf(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  orderPatientIds: readonly string[],
): Promise<StoredListValue[]> {
  if (orderPatientIds.length === 0) return [];
  return db
    .select({
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
    })
    .from(observations)
    .innerJoin(labResults, eq(labResults.id, observations.resultId))
    .where(
      and(
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
        inArray(labResults.orderPatientId, [...orderPatientIds]),
      ),
    );
}
