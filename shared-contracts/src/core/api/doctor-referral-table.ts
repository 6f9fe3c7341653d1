import { array, boolean, enums, integer, nullable, object, optional, string, type Infer } from 'superstruct';
import { COMMISSION_OPTIONS, REFERRAL_STATUSES } from './referrals';

/**
 * The doctor's practice (issue 16): the overview of the month, the referral table with its CSV export, the
 * statistics, the patient search of the referral form, the price quote before a referral is sent and the list of the
 * doctor's patients. Paths are relative to the API base (`/api`); each answers only a verified doctor acting as
 * doctor (401 for a guest, 403 'It cannot be done.' for anyone else) and only about the doctor's own referrals and
 * patients. Money is in minor units. Commission figures come from each referral's stored shares: the doctor's
 * percent of what the patient pays for the referred tests (the referral's cost less the doctor discount).
 */
export const DOCTOR_PRACTICE_PATHS = {
  /** GET → `DoctorOverview`: this month at a glance and the latest referrals. */
  overview: 'doctor/overview',
  /** GET `ReferralTableQuery` → `ReferralTablePage` (422 by field for a query it cannot read). */
  referralTable: 'doctor/referral-table',
  /** GET `ReferralTableQuery` (page and perPage ignored) → text/csv of every matching row. */
  referralTableCsv: 'doctor/referral-table.csv',
  /** GET → `DoctorReferral` (referrals contract): one of the doctor's referrals, to edit it. 404 for any other. */
  referral: (referralId: string) => `doctor/referral-table/${referralId}`,
  /** GET `ReferralStatisticsQuery` → `ReferralStatistics`. */
  statistics: 'doctor/referral-statistics',
  /** GET `?q=` (2 characters or more) → `PatientSearchAnswer`. */
  patientSearch: 'doctor/patient-search',
  /** POST `ReferralQuoteRequest` → `ReferralQuote`: what the patient pays and the doctor earns, before sending. */
  referralQuote: 'doctor/referral-quote',
  /** GET `?q=` → `PracticePatientsAnswer`: the patients referred by the doctor or sharing their results. */
  patients: 'doctor/practice-patients',
  /** GET → `PracticePatientAnswer`: one of them, with their referrals. 404 for anyone else. */
  patient: (accountId: string) => `doctor/practice-patients/${accountId}`,
} as const;

/** The shortest search the patient field of the referral form sends. */
export const PATIENT_SEARCH_MIN_LENGTH = 2;
/** The most patients one search answers. */
export const PATIENT_SEARCH_LIMIT = 10;

export const REFERRAL_TABLE_SORTS = ['issuedAt', 'status', 'testsCount', 'cost', 'commission'] as const;
export type ReferralTableSort = (typeof REFERRAL_TABLE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const REFERRAL_TABLE_DEFAULT_PER_PAGE = 25;
export const REFERRAL_TABLE_MAX_PER_PAGE = 100;

/**
 * The referral table's query as it is written in a URL (every value text). `from` and `to` are days (YYYY-MM-DD,
 * in the shop's time zone) of issue, both included; `patient` is a patient account id from the patient search.
 */
export const ReferralTableQuery = object({
  status: optional(enums(REFERRAL_STATUSES)),
  from: optional(string()),
  to: optional(string()),
  patient: optional(string()),
  sort: optional(enums(REFERRAL_TABLE_SORTS)),
  order: optional(enums(SORT_ORDERS)),
  page: optional(string()),
  perPage: optional(string()),
});
export type ReferralTableQuery = Infer<typeof ReferralTableQuery>;

/** Messages of a query the table cannot read (422, by field). */
export const REFERRAL_TABLE_MESSAGES = {
  day: 'must be a date written as YYYY-MM-DD',
  range: 'must not be before the start of the range',
  patient: 'must be a patient id',
  page: 'must be a whole number, 1 or more',
  perPage: `must be a whole number from 1 to ${REFERRAL_TABLE_MAX_PER_PAGE}`,
  month: 'must be a month written as YYYY-MM',
  monthRange: 'must not be before the first month',
  monthSpan: 'can cover at most 36 months',
} as const;

/** A row of the referral table: every field the product names for a referral (spec §3). */
export const ReferralTableRow = object({
  id: string(),
  issuedAt: string(),
  /** The day the tests were bought; null while the referral awaits payment. */
  testDate: nullable(string()),
  patient: object({ id: string(), name: string() }),
  phone: string(),
  status: enums(REFERRAL_STATUSES),
  statusWords: string(),
  testsCount: integer(),
  costMinor: integer(),
  discountMinor: integer(),
  discountPercent: integer(),
  commissionMinor: integer(),
  commissionPercent: integer(),
  commissionOption: nullable(enums(COMMISSION_OPTIONS)),
  /** The patient's address as their account holds it; empty when they gave none. */
  postCode: string(),
  city: string(),
  street: string(),
  /** Whether the doctor may still edit it and text its link again. */
  editable: boolean(),
});
export type ReferralTableRow = Infer<typeof ReferralTableRow>;

export const ReferralTablePage = object({
  rows: array(ReferralTableRow),
  total: integer(),
  page: integer(),
  perPage: integer(),
  pages: integer(),
  currency: string(),
});
export type ReferralTablePage = Infer<typeof ReferralTablePage>;

/** The CSV's header line, in the order of the columns. */
export const REFERRAL_CSV_COLUMNS = [
  'Referral',
  'Issued',
  'Test date',
  'Patient',
  'Phone',
  'Status',
  'Tests',
  'Cost',
  'Discount',
  'Discount %',
  'Commission',
  'Post code',
  'City',
  'Street',
] as const;

/** The months of the statistics, both included (YYYY-MM); the last 12 months when left out. */
export const ReferralStatisticsQuery = object({ from: optional(string()), to: optional(string()) });
export type ReferralStatisticsQuery = Infer<typeof ReferralStatisticsQuery>;

/** The most months one statistics answer covers. */
export const STATISTICS_MAX_MONTHS = 36;

const Measures = {
  issued: integer(),
  paid: integer(),
  /** Paid of issued, in whole percent; 0 with nothing issued. */
  conversionPercent: integer(),
  /** What patients paid for the referred tests (cost less the doctor discount) of the referrals paid. */
  revenueMinor: integer(),
  /** The doctor's commission on those. */
  commissionMinor: integer(),
};

export const StatisticsMonth = object({ month: string(), ...Measures });
export type StatisticsMonth = Infer<typeof StatisticsMonth>;

export const ReferralStatistics = object({
  from: string(),
  to: string(),
  months: array(StatisticsMonth),
  totals: object(Measures),
  topTests: array(object({ id: string(), name: string(), referrals: integer() })),
  currency: string(),
});
export type ReferralStatistics = Infer<typeof ReferralStatistics>;

/** GET doctor/overview: the month being read (YYYY-MM), its figures and the latest referrals. */
export const DoctorOverview = object({
  month: string(),
  issued: integer(),
  paid: integer(),
  awaitingPayment: integer(),
  /** On the referrals paid this month. */
  commissionEarnedMinor: integer(),
  /** On the referrals issued this month that still await payment. */
  commissionPendingMinor: integer(),
  latest: array(ReferralTableRow),
  currency: string(),
});
export type DoctorOverview = Infer<typeof DoctorOverview>;

/**
 * A patient the doctor may refer, as the search shows them: among the doctor's own patients by name, PESEL or phone,
 * or anyone by an exact PESEL or phone (a counted lookup, as for the referral itself). `pesel` is the patient's, for
 * the referral to name them by; null when the account holds none (then the phone names them).
 */
export const PatientSearchHit = object({
  id: string(),
  name: string(),
  phone: string(),
  pesel: nullable(string()),
});
export type PatientSearchHit = Infer<typeof PatientSearchHit>;

export const PatientSearchAnswer = object({ patients: array(PatientSearchHit) });
export type PatientSearchAnswer = Infer<typeof PatientSearchAnswer>;

/** What the referral form would send, less the patient: priced before the doctor confirms. */
export const ReferralQuoteRequest = object({
  homeService: boolean(),
  city_uuid: optional(nullable(string())),
  facility_id: optional(nullable(string())),
  examinations: array(string()),
  commission_option: optional(enums(COMMISSION_OPTIONS)),
});
export type ReferralQuoteRequest = Infer<typeof ReferralQuoteRequest>;

export const ReferralQuote = object({
  tests: array(object({ id: string(), name: string(), priceMinor: integer(), discountMinor: integer() })),
  costMinor: integer(),
  discountMinor: integer(),
  /** What the patient pays: the cost less the doctor discount. */
  totalMinor: integer(),
  discountPercent: integer(),
  commissionPercent: integer(),
  commissionMinor: integer(),
  currency: string(),
});
export type ReferralQuote = Infer<typeof ReferralQuote>;

/** A patient of the doctor: referred by them, sharing results with them, or both. */
export const PracticePatient = object({
  id: string(),
  name: string(),
  phone: string(),
  referrals: integer(),
  lastReferralAt: nullable(string()),
  sharesResults: boolean(),
});
export type PracticePatient = Infer<typeof PracticePatient>;

export const PracticePatientsAnswer = object({ patients: array(PracticePatient) });
export type PracticePatientsAnswer = Infer<typeof PracticePatientsAnswer>;

export const PracticePatientAnswer = object({
  patient: PracticePatient,
  referrals: array(ReferralTableRow),
  currency: string(),
});
export type PracticePatientAnswer = Infer<typeof PracticePatientAnswer>;

/** The commission on what a patient pays for a referral: the doctor's percent of cost less discount, rounded. */
export function commissionOn(costMinor: number, discountMinor: number, commissionPercent: number): number {
  return Math.round(((costMinor - discountMinor) * commissionPercent) / 100);
}
