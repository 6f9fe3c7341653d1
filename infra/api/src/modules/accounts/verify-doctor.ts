import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * A doctor's account opens doctor features only once the licence number has been checked: this records the check
 * and adds the role. Called by the administration (its screens come later).
 */
export async function verifyDoctor(db: Database, accountId: string): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({
      doctorVerification: 'verified',
      roles: sql`array_append(array_remove(${accounts.roles}, 'doctor'), 'doctor')`,
    })
    .where(and(eq(accounts.id, accountId), eq(accounts.doctorVerification, 'pending')))
    .returning({ id: accounts.id });
  return updated.length > 0;
}
