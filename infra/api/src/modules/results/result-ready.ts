import { eq, inArray, sql } from 'drizzle-orm';
import {
  RESULT_READY_EVENT,
  accountChannel,
  type ResultReadyPayload,
} from '@labshop/shared-contracts/core/api/results';
import type { Database } from '../../db/client';
import { labResults, observations, orderPatients } from '../../db/schema';
import type { Broadcaster } from '../realtime/broadcaster';
import { statusOfReport } from './result-shapes';

/**
 * Tells each account whose results were just stored or corrected, on its private channel, so an open results page updates
 * and says so. Results of guests' orders have no account and nobody to tell. Called after the delivery is
 * committed, so a browser that fetches on the event finds the result.
 */
export async function announceStoredResults(db: Database, broadcaster: Broadcaster, resultIds: string[]) {
  if (!broadcaster.enabled || resultIds.length === 0) return;
  const rows = await db
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
    .where(inArray(labResults.id, resultIds))
    .groupBy(labResults.id, orderPatients.id);
  for (const row of rows) {
    if (row.accountId === null) continue;
    const payload: ResultReadyPayload = {
      resultId: row.resultId,
      testName: row.testName,
      status: statusOfReport(row.status),
      patientFirstName: row.patientFirstName,
      outOfRange: Number(row.outOfRange),
      corrected: row.correctedAt !== null,
    };
    await broadcaster.publish(accountChannel(row.accountId), RESULT_READY_EVENT, payload);
  }
}
