import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import type { Principal } from '../../../platform/principal';
// The patient's grant is doctor access's one definition, read here so it stands in every results query's `where`.
import { sharedWithDoctor } from '../../doctor-access/access';

/**
 * The one access rule of a lab result, as a condition on what names the account the result belongs to (a
 * result's own `account_id`, or the account of the order a test awaiting its sample was ordered on):
 *
 * - that account reads it, in whichever role it acts now;
 * - a doctor reads it while that account shares its results with them;
 * - nobody else: an administrator reads only its own, and a guest, a lab or an anonymous caller none (a guest's
 *   order has no account to read results in, and a lab only delivers).
 *
 * A result of a guest's order has no account, so the condition is never true for it.
 */
export function resultsReadableBy(principal: Principal, owner: SQLWrapper): SQL {
  if (principal.kind !== 'account') return sql`false`;
  const own = sql`${owner} = ${principal.accountId}`;
  if (principal.role !== 'doctor') return own;
  return or(own, sharedWithDoctor(principal.accountId, owner)) ?? own;
}

/** Whether the principal may read the results of the account at all (a doctor without the grant may not). */
export async function mayReadResultsOf(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
): Promise<boolean> {
  const answer = await db.execute<{ readable: boolean }>(
    sql`select ${resultsReadableBy(principal, sql`${ownerAccountId}::uuid`)} as readable`,
  );
  return answer.rows[0]?.readable === true;
}
