import { and, eq, isNotNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { observations } from '../../../db/schema';
import { labRangeWords } from '../lab-range-words';

/**
 * Every range the lab sent for each value of a result that came with several, in words, keyed by value id: a value
 * the lab gave one range or none is absent, its judged range says all. Read for a result its reader may read.
 */
export async function everyLabRangeOf(db: DatabaseExecutor, resultId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: observations.id, unit: observations.unit, labRanges: observations.labRanges })
    .from(observations)
    .where(and(eq(observations.resultId, resultId), isNotNull(observations.labRanges)));
  return new Map(
    rows.map((row) => [row.id, (row.labRanges ?? []).map((range) => labRangeWords(range, row.unit))] as const),
  );
}
