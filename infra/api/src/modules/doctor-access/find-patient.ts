import { and, eq, ne } from 'drizzle-orm';
import {
  normalisePesel,
  normalisePhone,
  validatePesel,
  validatePeselOrPhone,
  validatePhone,
} from '@labshop/shared-contracts/core';
import type { AccessRequestBody } from '@labshop/shared-contracts/core/api/doctor-access';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { takeAttempts, type AttemptLimit } from '../../platform/attempt-store';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { audit } from '../accounts/audit-log';

/** The only reasons a doctor may look a patient up by PESEL or phone. */
export type PatientLookupPurpose = 'referral' | 'access-request';

/**
 * Lookups per doctor and day, whatever they are for: enough for a busy day's referrals, too few to learn who has
 * an account from a list of PESEL or phone numbers.
 */
export const PATIENT_LOOKUP_LIMIT: AttemptLimit = {
  scope: 'patient-lookup',
  max: 50,
  windowMs: 24 * 60 * 60_000,
  message: 'You have looked up as many patients as one day allows. Try again tomorrow.',
};

/** Who looks up whom, and why: every lookup is counted and written to the audit log. */
export interface PatientLookup {
  doctorAccountId: string;
  purpose: PatientLookupPurpose;
  /** The doctor's address, for the audit log (null when no request is behind the lookup). */
  address: string | null;
  now: Date;
}

/**
 * The patient account a doctor names by PESEL or by phone, checked by the shop's own rules first (422 by field);
 * null when nobody has it. A doctor cannot ask for their own results. A lookup past the day's limit is 429.
 */
export async function findPatientAccount(db: Database, lookup: PatientLookup, body: AccessRequestBody) {
  const errors: FieldErrors = {};
  const either = validatePeselOrPhone(body);
  if (either !== null) errors.pesel = [either];
  const pesel = body.pesel?.trim() ? normalisePesel(body.pesel) : null;
  const phone = pesel === null && body.phone?.trim() ? normalisePhone(body.phone) : null;
  const peselError = pesel === null ? null : validatePesel(pesel);
  if (peselError !== null) errors.pesel = [peselError];
  const phoneError = phone === null ? null : validatePhone(phone);
  if (phoneError !== null) errors.phone = [phoneError];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  await takeAttempts(db, PATIENT_LOOKUP_LIMIT, [lookup.doctorAccountId], lookup.now);
  const [patient] = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        pesel === null ? eq(accounts.phone, phone ?? '') : eq(accounts.pesel, pesel),
        eq(accounts.status, 'active'),
        ne(accounts.id, lookup.doctorAccountId),
      ),
    );
  // The number looked up stays out of the log; the patient found (if any) is enough to follow a lookup up.
  await audit(db, 'patient_lookup', {
    accountId: lookup.doctorAccountId,
    address: lookup.address,
    details: { purpose: lookup.purpose, by: pesel === null ? 'phone' : 'pesel', patientAccountId: patient?.id ?? null },
  });
  return patient ?? null;
}
