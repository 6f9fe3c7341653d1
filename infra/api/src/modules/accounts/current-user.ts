import { eq } from 'drizzle-orm';
import type { CurrentUser, Role } from '@labshop/shared-contracts/core/api/accounts';
import type { Database } from '../../db/client';
import { accounts, cities, defaultCollectionPoints, facilities } from '../../db/schema';
import { activeRoleOf, heldRoles } from './roles';

export type AccountRow = typeof accounts.$inferSelect;

/** The session user as the site keeps it, acting in the role the session chose (or patient first). */
export function sessionUserOf(
  account: AccountRow,
  defaultFacilityId: string | null,
  chosenRole: Role | null = null,
): Omit<CurrentUser, 'default_facility'> {
  const roles = heldRoles(account.roles);
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    roles,
    activeRole: activeRoleOf(roles, chosenRole),
    status: account.status,
    defaultFacilityId,
  };
}

export async function findAccount(db: Database, accountId: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return account ?? null;
}

/** GET /api/user: the account with its default collection point, under the name the product gives it. */
export async function currentUserOf(
  db: Database,
  account: AccountRow,
  chosenRole: Role | null = null,
): Promise<CurrentUser> {
  const [point] = await db
    .select({ id: facilities.id, name: facilities.name, city: cities.name })
    .from(defaultCollectionPoints)
    .innerJoin(facilities, eq(facilities.id, defaultCollectionPoints.facilityId))
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .where(eq(defaultCollectionPoints.userId, account.id));
  return { ...sessionUserOf(account, point?.id ?? null, chosenRole), default_facility: point ?? null };
}
