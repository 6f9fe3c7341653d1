import { eq, sql } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import { labResults } from '../../../db/schema';
import { contentHashBeforeEveryRangeWasKept, contentHashOf, withoutRepeatedValues } from '../report-fingerprint';
import type { Transaction } from './transaction';

/**
 * Whether a stored result was stored, before every range a lab sent was kept, from this very report: its
 * fingerprint is the one the report had then, which left the ranges out. The report then says nothing new, so it
 * fills in the ranges the row could not hold and takes today's fingerprint, making no new version. A report with
 * one range or none per value never matches here: its fingerprint has not changed.
 */
export async function fillRangesKeptSince(
  tx: Transaction,
  resultId: string,
  storedHash: string | null,
  report: DeliveredReport,
): Promise<boolean> {
  const contentHash = contentHashOf(report);
  if (storedHash === null || storedHash === contentHash) return false;
  if (storedHash !== contentHashBeforeEveryRangeWasKept(report)) return false;
  // Stored values sit at their place among the report's values, a repeated identical value once.
  const everyRange = withoutRepeatedValues(report.observations).flatMap((observation, position) =>
    observation.labRanges === undefined ? [] : [{ position, ranges: observation.labRanges }],
  );
  await tx.execute(sql`
    update observations set lab_ranges = sent.ranges
    from jsonb_to_recordset(${JSON.stringify(everyRange)}::jsonb) as sent(position integer, ranges jsonb)
    where observations.result_id = ${resultId} and observations.position = sent.position`);
  await tx.update(labResults).set({ contentHash }).where(eq(labResults.id, resultId));
  return true;
}
