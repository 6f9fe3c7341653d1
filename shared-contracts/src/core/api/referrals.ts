import { array, boolean, enums, integer, nullable, object, optional, string, type Infer } from 'superstruct';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';
import { TEST_KINDS } from './catalogue';
import { ChosenLocation } from './location-prices';

/**
 * Referrals (docs/product-rules.md, Referrals). A doctor refers a patient account, found by PESEL
 * or phone, for tests at a home visit in a city or at a collection point; the patient sees the referral beside
 * their results and buys its tests, which then carry the doctor discount. Paths are relative to the API base
 * (`/api`). The doctor's paths answer only a verified doctor acting as doctor (403 'It cannot be done.'
 * otherwise), and only for the doctor's own referrals (404 for any other id).
 */
export const REFERRAL_PATHS = {
  /** POST `IssueReferralRequest` → 201 `DoctorReferral`; GET → `DoctorReferralList`, newest first. */
  doctorReferrals: 'doctor/referrals',
  /** PUT `ReferralDoctorData` → `DoctorReferral`: edits a referral still awaiting payment (409 otherwise). */
  doctorReferral: (referralId: string) => `doctor/referrals/${referralId}`,
  /** POST → `DoctorReferral`: texts the referral's link to the patient again. */
  sendSms: (referralId: string) => `doctor/referrals/${referralId}/send-sms`,
  /** The product's own name for the edit: POST `ReferralDoctorData`, answered like PUT `doctorReferral`. */
  saveDoctorData: (referralId: string) => `referralGroups/save-referral-doctor-data/${referralId}`,
  /** GET → `ReferralsOverview`: the signed-in account's referrals, grouped by patient, newest first. */
  patientReferrals: 'referrals',
} as const;

/** Where a referral stands: it waits for payment, then for the doctor's salary to be calculated. */
export const REFERRAL_STATUSES = ['awaiting_payment', 'awaiting_salary', 'settled', 'cancelled'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The status as the doctor reads it. */
export const REFERRAL_STATUS_WORDS: Record<ReferralStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_salary: 'Awaiting salary calculation',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** The status as the patient reads it: the doctor's salary is none of their concern, only whether they paid. */
export const REFERRAL_PATIENT_STATUS_WORDS: Record<ReferralStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_salary: 'Paid',
  settled: 'Paid',
  cancelled: 'Cancelled',
};

/** The commission options: the doctor's share / the patient's share (the doctor discount), in percent. */
export const COMMISSION_OPTIONS = ['15/0', '10/5', '5/10', '0/15', '5/5'] as const;
export type CommissionOption = (typeof COMMISSION_OPTIONS)[number];

/** A referral issued without a choice keeps the whole commission for the doctor, the first option. */
export const DEFAULT_COMMISSION_OPTION: CommissionOption = '15/0';

export function commissionShares(option: CommissionOption): { doctorPercent: number; patientPercent: number } {
  const [doctor = '0', patient = '0'] = option.split('/');
  return { doctorPercent: Number(doctor), patientPercent: Number(patient) };
}

export function commissionOptionOf(doctorPercent: number, patientPercent: number): CommissionOption | null {
  return COMMISSION_OPTIONS.find((option) => option === `${doctorPercent}/${patientPercent}`) ?? null;
}

/** The most tests one referral may list. */
export const REFERRAL_MAX_TESTS = 50;

export const REFERRAL_FIELD_MESSAGES = {
  noTests: 'Choose at least one test.',
  tooManyTests: `A referral can list at most ${REFERRAL_MAX_TESTS} tests.`,
  unknownTest: 'No test has this id.',
  /** Word for word. */
  testUnavailable: 'Test not available at the selected location.',
  cityRequired: 'Choose the city of the home visit.',
  facilityRequired: 'Choose a collection point.',
} as const;

/** 422s of POST /api/orders for items that carry a `referral_id` (on `items.N.referral_id`, or `items`). */
export const REFERRAL_ORDER_MESSAGES = {
  signIn: 'Log in to buy the tests of your referral.',
  notAwaitingPayment: 'This referral is not among your referrals awaiting payment.',
  testNotReferred: 'This test is not part of the referral.',
  mixedDiscounts: 'Referrals with different doctor discounts have to be ordered separately.',
  inAnotherOrder: 'This referral is already in another order awaiting payment. Pay or cancel that order first.',
} as const;

/** 409 to an edit of a referral that is paid or cancelled. */
export const REFERRAL_NOT_EDITABLE = 'This referral can no longer be changed: it is not awaiting payment.';

/** A referral's link is texted again at most once a minute, so a patient's phone is never flooded. */
export const REFERRAL_SMS_RESEND_AFTER_MS = 60_000;

/** 429 to a second re-send within that minute. */
export const REFERRAL_SMS_TOO_SOON = 'The message has been sent, wait a moment before sending it again.';

/** What the doctor is told when the text message does not go out; word for word. */
export const REFERRAL_SMS_FAILED = 'An error occurred. The message could not be sent.';

/**
 * save-referral-doctor-data: where the tests are taken and which. `homeService` true needs `city_uuid`,
 * false needs `facility_id`; the other may be sent as null. `commission_option` defaults to
 * DEFAULT_COMMISSION_OPTION when a referral is issued, and is kept as it was when an edit leaves it out.
 */
export const ReferralDoctorData = object({
  homeService: boolean(),
  city_uuid: optional(nullable(string())),
  facility_id: optional(nullable(string())),
  examinations: array(string()),
  commission_option: optional(enums(COMMISSION_OPTIONS)),
});
export type ReferralDoctorData = Infer<typeof ReferralDoctorData>;

/** POST doctor/referrals: the patient by PESEL or by phone (9 digits), and the referral's data. */
export const IssueReferralRequest = object({
  pesel: optional(string()),
  phone: optional(string()),
  homeService: boolean(),
  city_uuid: optional(nullable(string())),
  facility_id: optional(nullable(string())),
  examinations: array(string()),
  commission_option: optional(enums(COMMISSION_OPTIONS)),
});
export type IssueReferralRequest = Infer<typeof IssueReferralRequest>;

/**
 * A referred test at the referral's location, at today's price there (minor units, one patient). `priceMinor` is
 * null when the shop no longer sells it; `available` is false when the location does not offer it now.
 * `discountMinor` is the doctor discount on it, rounded up. `attributes` are the catalogue's facts its
 * pricing reads, null with the price when the shop no longer sells it.
 */
export const ReferralTest = object({
  id: string(),
  name: string(),
  kind: enums(TEST_KINDS),
  priceMinor: nullable(integer()),
  attributes: nullable(ItemPricingAttributes),
  discountMinor: integer(),
  available: boolean(),
});
export type ReferralTest = Infer<typeof ReferralTest>;

/** What a referral's tests cost at today's prices, what the doctor discount takes off, and what is left to pay. */
const ReferralAmounts = {
  costMinor: integer(),
  discountMinor: integer(),
  totalMinor: integer(),
  discountPercent: integer(),
  currency: string(),
};

/** A referral as its doctor sees it. `salaryMinor` stays null until the salary is calculated. */
export const DoctorReferral = object({
  id: string(),
  issuedAt: string(),
  status: enums(REFERRAL_STATUSES),
  statusWords: string(),
  patient: object({ id: string(), name: string(), phone: string() }),
  location: ChosenLocation,
  tests: array(ReferralTest),
  testsCount: integer(),
  ...ReferralAmounts,
  commissionOption: nullable(enums(COMMISSION_OPTIONS)),
  commissionPercent: integer(),
  salaryMinor: nullable(integer()),
  smsSentAt: nullable(string()),
  paidAt: nullable(string()),
});
export type DoctorReferral = Infer<typeof DoctorReferral>;

export const DoctorReferralList = object({ referrals: array(DoctorReferral) });
export type DoctorReferralList = Infer<typeof DoctorReferralList>;

/** A referral as the patient sees it beside their results; `canBuy` while it awaits payment. */
export const PatientReferral = object({
  id: string(),
  issuedAt: string(),
  status: enums(REFERRAL_STATUSES),
  statusWords: string(),
  doctor: object({ id: string(), name: string() }),
  location: ChosenLocation,
  tests: array(ReferralTest),
  ...ReferralAmounts,
  canBuy: boolean(),
});
export type PatientReferral = Infer<typeof PatientReferral>;

/** The person a group of referrals is for: today the account holder, whom the doctor found by PESEL or phone. */
export const ReferralsPatient = object({ id: string(), firstName: string(), lastName: string() });
export type ReferralsPatient = Infer<typeof ReferralsPatient>;

/** GET referrals: one group per patient with referrals, each newest first. */
export const ReferralsOverview = object({
  patients: array(object({ patient: ReferralsPatient, referrals: array(PatientReferral) })),
});
export type ReferralsOverview = Infer<typeof ReferralsOverview>;
