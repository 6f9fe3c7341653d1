import { and, asc, eq } from 'drizzle-orm';
import type { AnalysedObservation, AnalysisInput } from '@labshop/shared-contracts';
import type { Database } from '../../db/client';
import { labResults, observations, orderLines } from '../../db/schema';

export interface AnalysisSource {
  input: AnalysisInput;
  /** Whether the order the result belongs to paid for the analysis (its 'results-analysis' line). */
  purchased: boolean;
}

/** A stored result of the account, read for the analysis; null when there is no such result for this account. */
export async function loadAnalysisSource(
  db: Database,
  accountId: string,
  resultId: string,
): Promise<AnalysisSource | null> {
  const [result] = await db
    .select({ id: labResults.id, testName: labResults.testName, orderId: orderLines.orderId })
    .from(labResults)
    .innerJoin(orderLines, eq(orderLines.id, labResults.orderLineId))
    .where(and(eq(labResults.id, resultId), eq(labResults.accountId, accountId)));
  if (!result) return null;
  const [service] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, result.orderId), eq(orderLines.kind, 'results-analysis')))
    .limit(1);
  const rows = await db
    .select()
    .from(observations)
    .where(eq(observations.resultId, result.id))
    .orderBy(asc(observations.position));
  return {
    purchased: service !== undefined,
    input: {
      testName: result.testName,
      observations: rows.map((row): AnalysedObservation => ({
        loinc: row.loinc,
        name: row.name,
        value:
          row.valueNumber === null
            ? { kind: 'text', text: row.valueText ?? '' }
            : { kind: 'quantity', value: row.valueNumber, unit: row.unit ?? '' },
        range: row.range,
        rangeSource: row.rangeSource,
        flag: row.flag,
      })),
    },
  };
}
