import {
  normalisePesel,
  normalisePhone,
  validatePesel,
  validatePeselOrPhone,
  validatePhone,
} from '@labshop/shared-contracts/core';
import type { AccessRequestBody } from '@labshop/shared-contracts/core/api/doctor-access';
import type { Database } from '../../db/client';
import { takeAttempts, type AttemptLimit } from '../../platform/attempt-store';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { accountPrincipal } from '../../platform/principal';
import {
  createDirectoryService,
  type FoundPatient,
  type PatientLookupPurpose,
  type AccountsService,
} from '../accounts/service';

export type { PatientLookupPurpose } from '../accounts/service';

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

/** The accounts' part that finds a patient for a doctor (and writes the lookup to the audit log). */
export type PatientFinder = AccountsService['directory']['findPatient'];

/**
 * The patient account a doctor names by PESEL or by phone, checked by the shop's own rules first (422 by field);
 * null when nobody has it. A doctor cannot ask for their own results. A lookup past the day's limit is 429.
 */
export async function findPatientWith(
  db: Database,
  findPatient: PatientFinder,
  lookup: PatientLookup,
  body: AccessRequestBody,
): Promise<FoundPatient | null> {
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
  // The number looked up stays out of the log; the patient found (if any) is enough to follow a lookup up.
  return findPatient(
    accountPrincipal(lookup.doctorAccountId, 'doctor'),
    pesel === null ? { phone: phone ?? '' } : { pesel },
    { purpose: lookup.purpose, address: lookup.address },
  );
}

/** The same, for callers holding only the database (a referral's form, the demo data). */
export function findPatientAccount(db: Database, lookup: PatientLookup, body: AccessRequestBody) {
  return findPatientWith(db, createDirectoryService({ db }).findPatient, lookup, body);
}
