import type { CurrentUser, Role } from '@labshop/shared-contracts/core/api/accounts';
import { accountPrincipal, type Principal } from '../../../platform/principal';
import { HttpError } from '../../../platform/errors';
import { UNAUTHORIZED_MESSAGE } from '../../../platform/authentication';
import { findAccount, type AccountRow } from '../store/accounts';
import { activeRoleOf, heldRoles } from '../roles';
import type { AccountsDeps } from './deps';

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

/** GET /api/user: the account with its default collection point, under the name the product gives it. */
export async function currentUserOf(
  deps: AccountsDeps,
  account: AccountRow,
  chosenRole: Role | null = null,
): Promise<CurrentUser> {
  // Read as the account itself: its default point is its own.
  const point = await deps.defaultCollectionPoint(accountPrincipal(account.id, chosenRole ?? 'patient'));
  return { ...sessionUserOf(account, point?.id ?? null, chosenRole), default_facility: point };
}

/** The principal's own account; a 401 when it is gone (or the principal is no account). */
export async function ownAccount(deps: AccountsDeps, principal: Principal): Promise<AccountRow> {
  const account = principal.kind === 'account' ? await findAccount(deps.db, principal, principal.accountId) : null;
  if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return account;
}
