import { and, eq, isNull, or } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { accounts } from '../../../db/schema';

/**
 * Whether the account's licence number has been checked. Accounts made doctors by the shop itself, with no
 * verification record, count as checked.
 */
export async function isVerifiedDoctor(db: DatabaseExecutor, accountId: string): Promise<boolean> {
  const [verified] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        or(isNull(accounts.doctorVerification), eq(accounts.doctorVerification, 'verified')),
      ),
    );
  return verified !== undefined;
}
