import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResultDocuments, labResults } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { resultsReadableBy } from './access';

/**
 * The lab's PDF of one of the account's results; null when the result is not the account's, the principal may
 * not read it, or it came without one.
 */
export async function findLabPdf(db: DatabaseExecutor, principal: Principal, ownerAccountId: string, resultId: string) {
  const [document] = await db
    .select({ contentType: labResultDocuments.contentType, data: labResultDocuments.data })
    .from(labResultDocuments)
    .innerJoin(labResults, eq(labResults.id, labResultDocuments.resultId))
    .where(
      and(
        eq(labResultDocuments.resultId, resultId),
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
      ),
    );
  return document ?? null;
}
