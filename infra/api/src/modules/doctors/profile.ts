import {
  DEFAULT_COMMISSION_OPTION,
  DOCTOR_PROFILE_MESSAGES,
  PROFILE_PARTS,
  doctorProfileErrors,
  isCommissionOption,
  normalisedProfileUpdate,
  type DoctorProfile,
  type DoctorProfileUpdate,
  type DoctorVerificationAnswer,
  type ProfilePart,
} from '@labshop/shared-contracts/core';
import type { MEETING_TYPES } from '@labshop/shared-contracts/core/api/doctors';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../platform/authorization';
import { ValidationError } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import type { Principal } from '../../platform/principal';
import { findOwnCard, saveOwnCard, slugTaken, type DoctorRow } from './store';

type MeetingType = (typeof MEETING_TYPES)[number];

/**
 * What the profile asks of the accounts: who is a checked doctor, what the account registered with, and to check
 * the doctor's licence number again when they change it.
 */
export interface ProfilePeople {
  isVerifiedDoctor: (principal: Principal) => Promise<boolean>;
  askLicenceCheckAgain: (principal: Principal, pwz: string) => Promise<boolean>;
  ownDoctorRegistration: (principal: Principal) => Promise<{
    status: 'pending' | 'verified' | 'rejected' | null;
    pwz: string | null;
    firstName: string;
    lastName: string;
  } | null>;
}

export interface ProfileDeps {
  db: Database;
  people: ProfilePeople;
  /** Whether a collection point with this id exists, asked of the collection points. */
  facilityExists: (facilityId: string) => Promise<boolean>;
}

/** 'Zielińska Marta' → 'marta-zielinska': letters without their marks, words joined by dashes. */
export function slugOfName(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'doctor' : slug;
}

const publishedOf = (unpublished: readonly string[]): ProfilePart[] =>
  PROFILE_PARTS.filter((part) => !unpublished.includes(part));

/** The profile of a doctor who has not saved one yet: the name and licence number they registered with. */
function firstProfile(registration: { pwz: string | null; firstName: string; lastName: string }): DoctorProfile {
  return {
    firstName: registration.firstName,
    lastName: registration.lastName,
    cardSlug: null,
    aboutMe: '',
    treatedDiseases: [],
    education: [],
    specializations: [],
    internships: [],
    languages: [],
    mainCategory: '',
    facilityId: null,
    services: [],
    meetingTypes: [],
    pwz: registration.pwz ?? '',
    commissionOption: DEFAULT_COMMISSION_OPTION,
    individual: true,
    companyName: '',
    nip: '',
    bankAccount: '',
    published: [...PROFILE_PARTS],
  };
}

function profileOfRow(row: DoctorRow): DoctorProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    cardSlug: row.slug,
    aboutMe: row.aboutMe ?? '',
    treatedDiseases: row.treatedDiseases,
    education: row.education,
    specializations: row.specializations,
    internships: row.internships,
    languages: row.languages,
    mainCategory: row.mainCategory,
    facilityId: row.facilityId,
    services: row.offeredServices,
    meetingTypes: row.meetingTypes,
    pwz: row.licenceNumber ?? '',
    commissionOption:
      row.commissionOption !== null && isCommissionOption(row.commissionOption)
        ? row.commissionOption
        : DEFAULT_COMMISSION_OPTION,
    individual: row.billingIndividual,
    companyName: row.companyName ?? '',
    nip: row.nip ?? '',
    bankAccount: row.bankAccount ?? '',
    published: publishedOf(row.unpublishedParts),
  };
}

/**
 * The doctor's profile and payout settings. Only a doctor whose licence number has been checked, acting as doctor,
 * reads and saves one, and only their own: everyone else is refused 'It cannot be done.'.
 */
export function createDoctorProfiles(deps: ProfileDeps) {
  const { db, people } = deps;

  async function checkedDoctor(principal: Principal) {
    if (!(await people.isVerifiedDoctor(principal))) throw new ForbiddenError();
    const registration = await people.ownDoctorRegistration(principal);
    if (!registration) throw new ForbiddenError();
    return registration;
  }

  /** The first free address for a new card: the doctor's name, numbered when another doctor has it. */
  async function freeSlug(firstName: string, lastName: string): Promise<string> {
    const base = slugOfName(firstName, lastName);
    for (let attempt = 1; ; attempt += 1) {
      const slug = attempt === 1 ? base : `${base}-${attempt}`;
      if (!(await slugTaken(db, slug))) return slug;
    }
  }

  return {
    /** Refuses anyone but a checked doctor acting as doctor, before what they sent is read. */
    async doctorOnly(principal: Principal): Promise<void> {
      await checkedDoctor(principal);
    },

    async profile(principal: Principal): Promise<DoctorProfile> {
      const registration = await checkedDoctor(principal);
      const row = await findOwnCard(db, principal);
      return row ? profileOfRow(row) : firstProfile(registration);
    },

    /** Saves the profile, or answers 422 naming each field that cannot be saved. */
    async save(principal: Principal, sent: DoctorProfileUpdate): Promise<DoctorProfile> {
      const registration = await checkedDoctor(principal);
      const update = normalisedProfileUpdate(sent);
      const errors: Record<string, string> = doctorProfileErrors(update);
      if (
        update.facilityId !== null &&
        errors.facilityId === undefined &&
        !(isRecordId(update.facilityId) && (await deps.facilityExists(update.facilityId)))
      ) {
        errors.facilityId = DOCTOR_PROFILE_MESSAGES.unknownFacility;
      }
      if (Object.keys(errors).length > 0) {
        throw new ValidationError(
          Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        );
      }
      const existing = await findOwnCard(db, principal);
      // A new licence number is checked again, as at registration: until an administrator has, the doctor waits
      // for verification (the profile says so before it is saved).
      if (update.pwz !== (existing?.licenceNumber ?? registration.pwz ?? '')) {
        await people.askLicenceCheckAgain(principal, update.pwz);
      }
      const values = {
        firstName: existing?.firstName ?? registration.firstName,
        lastName: existing?.lastName ?? registration.lastName,
        mainCategory: update.mainCategory,
        specializations: update.specializations,
        aboutMe: update.aboutMe === '' ? null : update.aboutMe,
        treatedDiseases: update.treatedDiseases,
        education: update.education,
        internships: update.internships,
        languages: update.languages,
        licenceNumber: update.pwz,
        facilityId: update.facilityId,
        offeredServices: update.services,
        meetingTypes: update.meetingTypes as MeetingType[],
        unpublishedParts: PROFILE_PARTS.filter((part) => !update.published.includes(part)),
        commissionOption: update.commissionOption,
        billingIndividual: update.individual,
        companyName: update.individual ? null : update.companyName,
        nip: update.nip === '' ? null : update.nip,
        bankAccount: update.bankAccount,
      };
      const slug = existing?.slug ?? (await freeSlug(values.firstName, values.lastName));
      const saved = await saveOwnCard(db, principal, values, slug);
      if (!saved) throw new ForbiddenError();
      return profileOfRow(saved);
    },

    /** Where the asking account's doctor registration stands; any signed-in account may ask about its own. */
    async verification(principal: Principal): Promise<DoctorVerificationAnswer> {
      const registration = await people.ownDoctorRegistration(principal);
      return { status: registration?.status ?? null, pwz: registration?.pwz ?? null };
    },
  };
}
