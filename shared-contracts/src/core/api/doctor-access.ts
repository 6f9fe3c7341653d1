import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { PatientResults } from './results';

/**
 * Doctor access to a patient's results (docs/product-rules.md, Results). Paths are relative to the API
 * base (`/api`). A doctor is a doctor account; `id` below is that account's id. A doctor reads a patient's
 * results only while the patient shares them (`add_access` true); otherwise, and for anyone else, 404. Every
 * read by a doctor is written to the log the patient reads at `accessLog`.
 */
export const DOCTOR_ACCESS_PATHS = {
  /** GET: the account's doctors, under the field names the product gives them. */
  accountData: 'account-data',
  /** POST (or PUT) `{ add_access: boolean }`: share or stop sharing; accepts or rejects a pending request. */
  addAccess: (doctorId: string) => `profile/history/add-access/${doctorId}`,
  /** GET: who saw my results, newest first. */
  accessLog: 'profile/history/access-log',
  /** POST `{ pesel }` or `{ phone }` (doctor only): asks the patient for access to their result history. */
  accessRequests: 'doctor/access-requests',
  /** GET (doctor only): the patients who share their results with the caller. */
  sharedPatients: 'doctor/shared-patients',
  /** GET (doctor only): that patient account's results, as `ResultsOverview` per patient. */
  patientResults: (accountId: string) => `doctor/shared-patients/${accountId}/results`,
  /** GET (doctor only): one result as `ResultDetail`. */
  patientResult: (accountId: string, resultId: string) => `doctor/shared-patients/${accountId}/results/${resultId}`,
} as const;

/** A doctor asked for access for somebody the shop does not know; word for word. */
export const UNKNOWN_PATIENT_MESSAGE = "We can't find the user with the given identity pesel.";

/**
 * A doctor of the account, as the account data lists it. `ask_for_examinations`: the doctor asked for
 * access and the patient has not answered (the doctorAskForAccessToHistoryModal opens while any is true).
 * `add_access`: the patient shares the result history with this doctor now.
 */
export const AccountDoctor = object({
  id: string(),
  name: string(),
  ask_for_examinations: boolean(),
  add_access: boolean(),
  requested_at: nullable(string()),
  granted_at: nullable(string()),
});
export type AccountDoctor = Infer<typeof AccountDoctor>;

export const AccountDataAnswer = object({ doctors: array(AccountDoctor) });
export type AccountDataAnswer = Infer<typeof AccountDataAnswer>;

export const AddAccessBody = object({ add_access: boolean() });
export type AddAccessBody = Infer<typeof AddAccessBody>;

/** A doctor asks by the patient's PESEL or phone (9 digits), exactly one of the two. */
export const AccessRequestBody = object({ pesel: optional(string()), phone: optional(string()) });
export type AccessRequestBody = Infer<typeof AccessRequestBody>;

export const ACCESS_REQUEST_STATES = ['requested', 'granted'] as const;

/**
 * Published on the patient's `accountChannel` when a doctor asks, so an open page can open the
 * doctorAskForAccessToHistoryModal without a reload (GET account-data has the same news).
 */
export const DOCTOR_ACCESS_REQUESTED_EVENT = 'doctor-access-requested';

export const DoctorAccessRequestedPayload = object({ doctorId: string(), doctorName: string() });
export type DoctorAccessRequestedPayload = Infer<typeof DoctorAccessRequestedPayload>;

export const AccessRequestAnswer = object({
  patient: object({ id: string(), name: string() }),
  state: enums(ACCESS_REQUEST_STATES),
});
export type AccessRequestAnswer = Infer<typeof AccessRequestAnswer>;

export const SharedPatient = object({ id: string(), name: string(), granted_at: string() });
export const SharedPatientsAnswer = object({ patients: array(SharedPatient) });
export type SharedPatientsAnswer = Infer<typeof SharedPatientsAnswer>;

/** What a doctor reads of a patient who shares: the same groups a patient sees on the results list. */
export const SharedResultsAnswer = object({ patients: array(PatientResults) });
export type SharedResultsAnswer = Infer<typeof SharedResultsAnswer>;

/** One read by a doctor: the results list, or one result (with its test name). */
export const ACCESS_LOG_ACTIONS = ['viewed-results', 'viewed-result'] as const;

export const AccessLogEntry = object({
  id: string(),
  doctor: object({ id: string(), name: string() }),
  action: enums(ACCESS_LOG_ACTIONS),
  resultId: nullable(string()),
  testName: nullable(string()),
  at: string(),
});
export type AccessLogEntry = Infer<typeof AccessLogEntry>;

export const AccessLogAnswer = object({ entries: array(AccessLogEntry) });
export type AccessLogAnswer = Infer<typeof AccessLogAnswer>;
