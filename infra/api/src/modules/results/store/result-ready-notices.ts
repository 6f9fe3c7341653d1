import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { accounts, labResults, observations, orderPatients } from '../../../db/schema';

/*
 * Reads made to tell each result's own account about it, right after a delivery or a review stored the results:
 * nobody asks for them, so they take the ids of the results just stored rather than a principal, and say nothing
 * to anyone but that account.
 */

/** Of these results, those ready to read (not preliminary) that belong to an account, with where to write. */
export async function readyResultsWithAccountEmail(tx: DatabaseExecutor, resultIds: readonly string[]) {
  if (resultIds.length === 0) return [];
  return tx
    .select({ id: labResults.id, testName: labResults.testName, email: accounts.email })
    .from(labResults)
    .innerJoin(accounts, eq(accounts.id, labResults.accountId))
    .where(and(inArray(labResults.id, [...resultIds]), ne(labResults.status, 'preliminary')));
}

/** What an open results page is told of each of these results, with the account it belongs to. */
export async function storedResultsToAnnounce(db: DatabaseExecutor, resultIds: readonly string[]) {
  if (resultIds.length === 0) return [];
  return db
    .select({
      resultId: labResults.id,
      accountId: labResults.accountId,
      testName: labResults.testName,
      status: labResults.status,
      correctedAt: labResults.correctedAt,
      patientFirstName: orderPatients.firstName,
      outOfRange: sql<number>`count(${observations.id}) filter (where ${observations.flag} <> 'N')`,
    })
    .from(labResults)
    .innerJoin(orderPatients, eq(orderPatients.id, labResults.orderPatientId))
    .leftJoin(observations, eq(observations.resultId, labResults.id))
    .where(inArray(labResults.id, [...resultIds]))
    .groupBy(labResults.id, orderPatients.id);
}
