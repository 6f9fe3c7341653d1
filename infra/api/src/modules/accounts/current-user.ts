import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@labshop/shared-contracts/api/accounts';
import type { Database } from '../../db/client';
import { accounts, cities, defaultCollectionPoints, facilities } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The session user as the site keeps it (spec §3 User): a patient acts as a patient first. */
export function sessionUserOf(
  account: AccountRow,
  defaultFacilityId: string | null,
): Omit<CurrentUser, 'default_facility'> {
  const roles = account.roles.length > 0 ? account.roles : ['patient' as const];
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    roles,
    activeRole: roles.includes('patient') ? 'patient' : (roles[0] ?? 'patient'),
    status: account.status,
    defaultFacilityId,
  };
}

export async function findAccount(db: Database, accountId: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return account ?? null;
}

/** GET /api/user: the account with its default collection point by the spec's name. */
export async function currentUserOf(db: Database, account: AccountRow): Promise<CurrentUser> {
  const [point] = await db
    .select({ id: facilities.id, name: facilities.name, city: cities.name })
    .from(defaultCollectionPoints)
    .innerJoin(facilities, eq(facilities.id, defaultCollectionPoints.facilityId))
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .where(eq(defaultCollectionPoints.userId, account.id));
  return { ...sessionUserOf(account, point?.id ?? null), default_facility: point ?? null };
}
