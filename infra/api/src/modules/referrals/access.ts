import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { referrals } from '../../db/schema';
import type { Principal } from '../../platform/principal';

/**
 * The one access rule of a referral: the patient it was issued for reads it, in whatever role the account acts;
 * the doctor who issued it reads it while acting as doctor. An administrator has no wider reach, and a guest, a lab
 * or an anonymous caller sees none; the shop itself (settling a paid order) sees every one.
 */
export function referralVisibleTo(principal: Principal): SQL {
  switch (principal.kind) {
    case 'account': {
      const forThem = eq(referrals.patientAccountId, principal.accountId);
      if (principal.role !== 'doctor') return forThem;
      return or(forThem, eq(referrals.doctorAccountId, principal.accountId)) ?? forThem;
    }
    case 'system':
      return sql`true`;
    case 'guest':
    case 'lab':
    case 'anonymous':
      return sql`false`;
  }
}

/**
 * Of the referrals the principal sees, the ones it issued: only the issuing doctor edits a referral or texts its
 * link again, and a doctor's list holds only these.
 */
export function referralIssuedBy(principal: Principal): SQL {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return sql`false`;
  // A doctor sees every referral they issued, so of the visible ones these are exactly the doctor's own: said as
  // one condition, which the doctor's indexes answer directly.
  return eq(referrals.doctorAccountId, principal.accountId);
}

/** Of the referrals the principal sees, the ones issued for it as a patient. */
export function referralIssuedFor(principal: Principal): SQL {
  if (principal.kind !== 'account') return sql`false`;
  return and(referralVisibleTo(principal), eq(referrals.patientAccountId, principal.accountId)) ?? sql`false`;
}
