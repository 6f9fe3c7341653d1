import { array, boolean, enums, nullable, object, string, type, type Infer } from 'superstruct';
import { validateCompany } from '../domain/validators/company';
import { normaliseBankAccount, validateBankAccount } from '../domain/validators/iban';
import { normaliseNip } from '../domain/validators/nip';
import { validatePwz } from '../domain/validators/pwz';
import { MEETING_TYPES } from './doctors';
import { isMedicalSpecialty } from './medical-specialties';
import { COMMISSION_OPTIONS, type CommissionOption } from './referrals';

/**
 * The doctor's profile and payout settings (issue 16), read and saved by the doctor acting as doctor. A guest
 * hears 401; anyone else, a patient or an admin included, 403 'It cannot be done.'. Paths are relative to `/api`.
 */
export const DOCTOR_PROFILE_PATHS = {
  /** GET: `DoctorProfile`; PUT `DoctorProfileUpdate`: the saved `DoctorProfile`, or 422 by field. */
  profile: 'doctor/profile',
  /** GET, any signed-in account: where its doctor registration stands (`DoctorVerificationAnswer`). */
  verification: 'doctor/verification',
} as const;

/** The page that tells an account where its doctor registration stands (any signed-in account may open it). */
export const DOCTOR_VERIFICATION_PAGE = '/doctor/verification';

/** The parts of the profile the public doctor card may show; the doctor publishes each or keeps it to themself. */
export const PROFILE_PARTS = [
  'aboutMe',
  'treatedDiseases',
  'education',
  'specializations',
  'internships',
  'languages',
  'facility',
  'services',
  'meetingTypes',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** Our own bounds, not the product's: what a card can sensibly show. */
export const ABOUT_ME_MAX_LENGTH = 2000;
export const PROFILE_LIST_MAX_ITEMS = 30;
export const PROFILE_ITEM_MAX_LENGTH = 255;

const profileFields = {
  aboutMe: string(),
  treatedDiseases: array(string()),
  education: array(string()),
  specializations: array(string()),
  internships: array(string()),
  languages: array(string()),
  mainCategory: string(),
  /** A collection point's id, or null for none. */
  facilityId: nullable(string()),
  services: array(string()),
  meetingTypes: array(string()),
  /** Medical licence number (PWZ). */
  pwz: string(),
  /** The commission option preselected on a new referral (spec §3: doctor share / patient share). */
  commissionOption: string(),
  /** Billed as a person in their own name, without a company. */
  individual: boolean(),
  companyName: string(),
  nip: string(),
  bankAccount: string(),
  /** The parts the public card shows. */
  published: array(string()),
};

/** PUT /api/doctor/profile: every field, checked by `doctorProfileErrors` on both sides. */
export const DoctorProfileUpdate = object(profileFields);
export type DoctorProfileUpdate = Infer<typeof DoctorProfileUpdate>;

/** GET /api/doctor/profile: the saved profile, with the card it publishes to (null until first saved). */
export const DoctorProfile = object({
  ...profileFields,
  meetingTypes: array(enums(MEETING_TYPES)),
  commissionOption: enums(COMMISSION_OPTIONS),
  published: array(enums(PROFILE_PARTS)),
  firstName: string(),
  lastName: string(),
  cardSlug: nullable(string()),
});
export type DoctorProfile = Infer<typeof DoctorProfile>;

/**
 * A collection point as the profile offers it for the facility: what GET /api/collection-points answers, read only
 * for the id, the name and the city's name (other fields are left to the locations pages).
 */
export const FacilityChoices = type({
  items: array(type({ id: string(), name: string(), city: type({ name: string() }) })),
});
export type FacilityChoices = Infer<typeof FacilityChoices>;

export const DOCTOR_VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type DoctorVerificationState = (typeof DOCTOR_VERIFICATION_STATES)[number];

/** GET /api/doctor/verification: null status for an account that never registered as a doctor. */
export const DoctorVerificationAnswer = object({
  status: nullable(enums(DOCTOR_VERIFICATION_STATES)),
  pwz: nullable(string()),
});
export type DoctorVerificationAnswer = Infer<typeof DoctorVerificationAnswer>;

/** Spec §8, word for word: the edit's outcome. */
export const DOCTOR_PROFILE_TEXTS = {
  saved: 'The changes were recorded.',
  failed: 'An error occurred. Changes were not saved.',
} as const;

export const DOCTOR_PROFILE_MESSAGES = {
  mainCategoryRequired: 'Choose the main medical category.',
  specializationsRequired: 'Choose at least one specialization.',
  unknownCategory: 'Choose a category from the list.',
  commissionRequired: 'Choose one of the commission options.',
  unknownMeetingType: 'Choose meeting types from the list.',
  unknownPart: 'Choose the parts of the card to publish from the list.',
  aboutMeTooLong: `About me can have at most ${ABOUT_ME_MAX_LENGTH} characters.`,
  tooManyItems: `A list can have at most ${PROFILE_LIST_MAX_ITEMS} entries.`,
  itemTooLong: `Each entry can have at most ${PROFILE_ITEM_MAX_LENGTH} characters.`,
  unknownFacility: 'Choose a collection point from the list.',
} as const;

const LIST_FIELDS = ['treatedDiseases', 'education', 'internships', 'languages', 'services'] as const;

export function isCommissionOption(value: string): value is CommissionOption {
  return (COMMISSION_OPTIONS as readonly string[]).includes(value);
}

/** The entries of a list as the card shows them: trimmed, without blanks. */
export function cleanList(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/**
 * The fields of a profile that cannot be saved, each with the message shown next to it (spec §5): the licence
 * number with its check digit, the NIP with its checksum (and the company name) for a company, the bank account's
 * IBAN check digits, a commission option of spec §3, categories from the list. Empty when the profile can be saved.
 */
export function doctorProfileErrors(update: DoctorProfileUpdate): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (field: string, message: string | null) => {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  };
  if (update.aboutMe.trim().length > ABOUT_ME_MAX_LENGTH) set('aboutMe', DOCTOR_PROFILE_MESSAGES.aboutMeTooLong);
  for (const field of LIST_FIELDS) {
    const list = cleanList(update[field]);
    if (list.length > PROFILE_LIST_MAX_ITEMS) set(field, DOCTOR_PROFILE_MESSAGES.tooManyItems);
    if (list.some((item) => item.length > PROFILE_ITEM_MAX_LENGTH)) set(field, DOCTOR_PROFILE_MESSAGES.itemTooLong);
  }
  if (update.mainCategory.trim() === '') set('mainCategory', DOCTOR_PROFILE_MESSAGES.mainCategoryRequired);
  else if (!isMedicalSpecialty(update.mainCategory)) set('mainCategory', DOCTOR_PROFILE_MESSAGES.unknownCategory);
  if (update.specializations.length === 0) set('specializations', DOCTOR_PROFILE_MESSAGES.specializationsRequired);
  if (!update.specializations.every(isMedicalSpecialty))
    set('specializations', DOCTOR_PROFILE_MESSAGES.unknownCategory);
  if (!update.meetingTypes.every((type) => (MEETING_TYPES as readonly string[]).includes(type))) {
    set('meetingTypes', DOCTOR_PROFILE_MESSAGES.unknownMeetingType);
  }
  if (!update.published.every((part) => (PROFILE_PARTS as readonly string[]).includes(part))) {
    set('published', DOCTOR_PROFILE_MESSAGES.unknownPart);
  }
  set('pwz', validatePwz(update.pwz));
  if (!isCommissionOption(update.commissionOption)) set('commissionOption', DOCTOR_PROFILE_MESSAGES.commissionRequired);
  const company = validateCompany(update);
  set('companyName', company.companyName);
  set('nip', company.nip);
  set('bankAccount', validateBankAccount(update.bankAccount));
  return errors;
}

/** The profile as it is stored: lists without blanks, numbers without the spaces and dashes people type. */
export function normalisedProfileUpdate(update: DoctorProfileUpdate): DoctorProfileUpdate {
  return {
    ...update,
    aboutMe: update.aboutMe.trim(),
    treatedDiseases: cleanList(update.treatedDiseases),
    education: cleanList(update.education),
    internships: cleanList(update.internships),
    languages: cleanList(update.languages),
    services: cleanList(update.services),
    specializations: [...new Set(update.specializations)],
    meetingTypes: [...new Set(update.meetingTypes)],
    published: [...new Set(update.published)],
    pwz: update.pwz.trim(),
    companyName: update.individual ? '' : update.companyName.trim(),
    nip: normaliseNip(update.nip),
    bankAccount: normaliseBankAccount(update.bankAccount),
  };
}
