import { eq, sql, type SQL } from 'drizzle-orm';
import { accountPatients, accounts } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';

/**
 * The one access rule of an account's own record (its name, contact data, identity numbers, address, password):
 * the account itself, in whichever role it acts; an administrator at work reaches every account; nobody else any.
 */
export function accountVisibleTo(principal: Principal): SQL {
  if (principal.kind !== 'account') return sql`false`;
  if (principal.role === 'admin') return sql`true`;
  return eq(accounts.id, principal.accountId);
}

/**
 * The one access rule of a patient record (a person an account buys for): only the account that added it, in
 * whichever role it acts. Not even an administrator reads a family's records.
 */
export function patientVisibleTo(principal: Principal): SQL {
  if (principal.kind !== 'account') return sql`false`;
  return eq(accountPatients.accountId, principal.accountId);
}

/**
 * Who a doctor may find by an exact PESEL or phone number (to refer them or ask for their results): an active
 * account other than the doctor's own, and only by a principal acting as a doctor.
 */
export function findableByDoctor(principal: Principal): SQL {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return sql`false`;
  return sql`${accounts.status} = 'active' and ${accounts.id} <> ${principal.accountId}`;
}
