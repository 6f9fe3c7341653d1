import {
  REFERRAL_FIELD_MESSAGES,
  REFERRAL_MAX_TESTS,
  type CommissionOption,
  type IssueReferralRequest,
  type ReferralDoctorData,
} from '@labshop/shared-contracts/core/api/referrals';
import { UNKNOWN_PATIENT_MESSAGE } from '@labshop/shared-contracts/core/api/doctor-access';
import type { Database } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import type { CatalogueService } from '../catalogue/service';
import type { DoctorAccessService } from '../doctor-access/service';
import { resolveLocation, type PricingLocation } from '../locations/chosen-location';

/** What the referral form asks of the modules that own patients and the catalogue. */
export interface ReferralFormDeps {
  db: Database;
  /** The patient the doctor names, found by doctor access (which counts and logs every lookup). */
  findPatient: DoctorAccessService['findPatient'];
  /** The tests as the catalogue sells them at the chosen location. */
  shopItems: CatalogueService['shopItems'];
}

/** What a doctor chose for a referral, checked against the shop's own tables. */
export interface ReferralChoice {
  location: PricingLocation;
  testIds: string[];
  /** Absent when an edit leaves the commission option as it was. */
  commission: CommissionOption | undefined;
}

export interface NewReferralChoice extends ReferralChoice {
  patientAccountId: string;
}

/**
 * POST doctor/referrals: the patient by PESEL or phone, then the location and tests. Every field's problem is
 * answered at once (422 by field), the patient nobody has included, so the doctor fixes the form in one go.
 */
export async function readIssueReferral(
  deps: ReferralFormDeps,
  doctorAccountId: string,
  request: IssueReferralRequest,
  now: Date,
  /** Where the doctor asks from, for the audit of the patient lookup; null when no request is behind it. */
  address: string | null = null,
): Promise<NewReferralChoice> {
  const errors: FieldErrors = {};
  const lookup = { doctorAccountId, purpose: 'referral', address, now } as const;
  const patient = await collect(errors, () => deps.findPatient(lookup, request));
  if (patient === null) errors[request.pesel?.trim() ? 'pesel' : 'phone'] = [UNKNOWN_PATIENT_MESSAGE];
  const choice = await readChoice(deps, request, now, errors);
  if (Object.keys(errors).length > 0 || !patient || patient === REFUSED || !choice) throw new ValidationError(errors);
  return { ...choice, patientAccountId: patient.id };
}

/** save-referral-doctor-data (and PUT doctor/referrals/{id}): the referral's location and tests anew. */
export async function readReferralDoctorData(
  deps: ReferralFormDeps,
  request: ReferralDoctorData,
  now: Date,
): Promise<ReferralChoice> {
  const errors: FieldErrors = {};
  const choice = await readChoice(deps, request, now, errors);
  if (Object.keys(errors).length > 0 || !choice) throw new ValidationError(errors);
  return choice;
}

async function readChoice(
  deps: ReferralFormDeps,
  request: ReferralDoctorData,
  now: Date,
  errors: FieldErrors,
): Promise<ReferralChoice | null> {
  const location = await collect(errors, () => chosenLocation(deps.db, request));
  const testIds = [...new Set(request.examinations.map((id) => id.trim()))];
  if (testIds.length === 0) errors.examinations = [REFERRAL_FIELD_MESSAGES.noTests];
  if (testIds.length > REFERRAL_MAX_TESTS) errors.examinations = [REFERRAL_FIELD_MESSAGES.tooManyTests];
  // Availability depends on the location, so the tests are looked at only once it is known.
  if (location === REFUSED || errors.examinations) return null;

  const items = await deps.shopItems(testIds.filter(isRecordId), { location, now });
  // Problems are named by the position the doctor sent, duplicates included.
  request.examinations.forEach((sent, index) => {
    const item = items.get(sent.trim());
    if (!item) errors[`examinations.${index}`] = [REFERRAL_FIELD_MESSAGES.unknownTest];
    else if (!item.available) errors[`examinations.${index}`] = [REFERRAL_FIELD_MESSAGES.testUnavailable];
  });
  return { location, testIds, commission: request.commission_option };
}

/** homeService names which of city_uuid and facility_id counts; the other may be sent as null and is ignored. */
async function chosenLocation(db: Database, request: ReferralDoctorData): Promise<PricingLocation> {
  const cityUuid = request.city_uuid?.trim() ?? '';
  const facilityId = request.facility_id?.trim() ?? '';
  if (request.homeService && cityUuid === '') {
    throw new ValidationError({ city_uuid: [REFERRAL_FIELD_MESSAGES.cityRequired] });
  }
  if (!request.homeService && facilityId === '') {
    throw new ValidationError({ facility_id: [REFERRAL_FIELD_MESSAGES.facilityRequired] });
  }
  const location = await resolveLocation(
    db,
    request.homeService ? { city_uuid: cityUuid } : { facility_id: facilityId },
  );
  if (!location) throw new Error('A referral location resolved to none');
  return location;
}

/** What `collect` answers for a check that refused its fields. */
const REFUSED = Symbol('refused');

/** Runs a check that answers field errors by throwing; its errors join the others and the answer is REFUSED. */
async function collect<T>(errors: FieldErrors, check: () => Promise<T>): Promise<T | typeof REFUSED> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.errors)) (errors[field] ??= []).push(...messages);
    return REFUSED;
  }
}
