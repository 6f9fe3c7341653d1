import type { FastifyRequest } from 'fastify';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';

/**
 * Who is asking for data, as every store function that reads or changes personal data takes it: the access rule of
 * each resource is written once, in its store, against this, so no route can forget it.
 *
 * - `account`: a signed-in account acting in its active role. A doctor's access to a patient's results (the
 *   patient's grant) and an administrator's wider reach are decided by the resource's rule from the role; the
 *   principal only says who and in which role.
 * - `guest`: whoever holds the access token of one order (a guest's browser, a link in an e-mail): that order only.
 * - `lab`: a laboratory delivering results with its API key: what it delivers, nothing else.
 * - `anonymous`: nobody signed in and no token: public data only.
 * - `system`: the shop itself, acting for nobody in particular: a job on a schedule, a payment provider's signed
 *   notification, the demo data. It names its task, so a read made with it says why it may see everything.
 */
export type Principal =
  | {
      kind: 'account';
      accountId: string;
      role: Role;
      /** Whether a doctor's licence number has been checked, when the request's session read already said so. */
      verifiedDoctor?: boolean;
    }
  | { kind: 'guest'; orderId: string }
  | { kind: 'lab'; labId: string }
  | { kind: 'anonymous' }
  | { kind: 'system'; task: string };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

/**
 * The principal of a request's signed-in account, in its active role; anonymous for a guest. (A blocked account
 * never gets this far: authentication refuses it.)
 */
export function principalOf(request: FastifyRequest): Principal {
  const user = request.user;
  if (!user) return ANONYMOUS;
  const principal: Principal = { kind: 'account', accountId: user.id, role: user.activeRole ?? 'patient' };
  return user.verifiedDoctor === undefined ? principal : { ...principal, verifiedDoctor: user.verifiedDoctor };
}

/** The account a principal names, or null for any other kind: for rules that give an account its own records. */
export function accountOf(principal: Principal): string | null {
  return principal.kind === 'account' ? principal.accountId : null;
}

/** The principal of an account acting in `role`: for work done on an account's behalf outside a request. */
export function accountPrincipal(accountId: string, role: Role = 'patient'): Principal {
  return { kind: 'account', accountId, role };
}

/** Whether the principal is an administrator at work: an account acting in its admin role. */
export function isAdmin(principal: Principal): principal is Extract<Principal, { kind: 'account' }> {
  return principal.kind === 'account' && principal.role === 'admin';
}

/** The shop acting on its own for `task` (a job, a provider's signed notification, the demo data). */
export function systemPrincipal(task: string): Principal {
  return { kind: 'system', task };
}
