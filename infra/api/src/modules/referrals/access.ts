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
  const doctor = issuingDoctor(principal);
  // A doctor sees every referral they issued, so of the visible ones these are exactly the doctor's own: said as
  // one condition, which the doctor's indexes answer directly.
  return doctor === null ? sql`false` : eq(referrals.doctorAccountId, doctor);
}

/** The doctor whose issued referrals the principal reads: a doctor acting as doctor; nobody else issues any. */
export function issuingDoctor(principal: Principal): string | null {
  return principal.kind === 'account' && principal.role === 'doctor' ? principal.accountId : null;
}

/**
 * referralIssuedBy for a query prepared once for every doctor: the doctor is the value of the placeholder `doctor`,
 * which the caller takes from issuingDoctor (and asks nothing when that is null).
 */
export const referralIssuedByDoctor = eq(referrals.doctorAccountId, sql.placeholder('doctor'));

/** Of the referrals the principal sees, the ones issued for it as a patient. */
export function referralIssuedFor(principal: Principal): SQL {
  if (principal.kind !== 'account') return sql`false`;
  return and(referralVisibleTo(principal), eq(referrals.patientAccountId, principal.accountId)) ?? sql`false`;
}
