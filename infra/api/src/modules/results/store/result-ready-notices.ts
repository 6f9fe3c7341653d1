import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';

/*
 * Reads made to tell each result's own account about it, right after a delivery or a review stored the results:
 * nobody asks for them, so they take the ids of the results just stored rather than a principal, and say nothing
 * to anyone but that account. Where to write and the person's name are the accounts' and the orders' own to say.
 */

/** Of these results, those ready to read (not preliminary) that belong to an account. */
export async function readyResultsOfAccounts(tx: DatabaseExecutor, resultIds: readonly string[]) {
  if (resultIds.length === 0) return [];
  const rows = await tx
    .select({ id: labResults.id, testName: labResults.testName, accountId: labResults.accountId })
    .from(labResults)
    .where(
      and(
        inArray(labResults.id, [...resultIds]),
        ne(labResults.status, 'preliminary'),
        isNotNull(labResults.accountId),
      ),
    );
  return rows.flatMap(({ accountId, ...row }) => (accountId === null ? [] : [{ ...row, accountId }]));
}

/** What an open results page is told of each of these results, with the account and the person it belongs to. */
export async function storedResultsToAnnounce(db: DatabaseExecutor, resultIds: readonly string[]) {
  if (resultIds.length === 0) return [];
  return db
    .select({
      resultId: labResults.id,
      accountId: labResults.accountId,
      orderPatientId: labResults.orderPatientId,
      testName: labResults.testName,
      status: labResults.status,
      correctedAt: labResults.correctedAt,
      outOfRange: sql<number>`count(${observations.id}) filter (where ${observations.flag} <> 'N')`,
    })
    .from(labResults)
    .leftJoin(observations, eq(observations.resultId, labResults.id))
    .where(inArray(labResults.id, [...resultIds]))
    .groupBy(labResults.id);
}
