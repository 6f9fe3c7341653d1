import { array, boolean, enums, integer, nullable, object, optional, refine, string, type Infer } from 'superstruct';
import { SEXES } from './accounts';

/**
 * The review of lab reports that matched no paid ordered test (kept, never dropped, when a lab delivers them).
 * Admin only: 401 to a guest, 403 'It cannot be done.' to a session whose active role is not admin. Paths are
 * relative to the API base (`/api`).
 */
export const ADMIN_LAB_DELIVERY_PATHS = {
  /** GET: the reports still waiting for a review, newest first: `UnmatchedDeliveryList`. */
  unmatched: 'admin/lab-deliveries/unmatched',
  /** GET: one kept report with the values read from the message: `UnmatchedDeliveryDetail`. */
  delivery: (id: string) => `admin/lab-deliveries/unmatched/${encodeURIComponent(id)}`,
  /**
   * POST `MatchUnmatchedDelivery`: matches the report against that order again and stores it as the delivery
   * would have: `MatchedDeliveryAnswer`. 422 with field messages when it still does not match; 409 once reviewed.
   */
  match: (id: string) => `admin/lab-deliveries/unmatched/${encodeURIComponent(id)}/match`,
  /** POST `DismissUnmatchedDelivery`: marks it reviewed without storing anything: `DismissedDeliveryAnswer`. */
  dismiss: (id: string) => `admin/lab-deliveries/unmatched/${encodeURIComponent(id)}/dismiss`,
  /**
   * GET: stored results shown to their patients that someone should look at, newest first (`MarkedResultList`): the
   * result itself (a final report sent again with other values) or some of its values (the lab's flag and the
   * shop's reading disagree), each with the reason.
   */
  markedForReview: 'admin/lab-deliveries/marked-for-review',
  /**
   * POST `MarkResultReviewed`: an administrator looked at a result marked for review (the result and its marked
   * values); it leaves the list, and who reviewed it, when and their note are recorded: `ReviewedResultAnswer`.
   * 404 for a result that is not marked (or not there); 409 once another administrator reviewed it.
   */
  markReviewed: (resultId: string) => `admin/lab-deliveries/marked-for-review/${encodeURIComponent(resultId)}/reviewed`,
} as const;

/** How many results the list of those marked for review carries, the newest; the rest follow as these are seen. */
export const MARKED_RESULTS_LIMIT = 50;
/** How many of one result's marked values the list carries, in the lab's order; `markedValues` counts them all. */
export const MARKED_VALUES_LIMIT = 20;

/** Said when another administrator reviewed the report first. */
export const ALREADY_REVIEWED_MESSAGE = 'This delivery has already been reviewed.';
/** Said when another administrator reviewed the marked result first. */
export const RESULT_ALREADY_REVIEWED_MESSAGE = 'This result has already been reviewed.';

/** The patient as the lab's message names them; any part may be missing. */
export const MessagePatient = object({
  familyName: nullable(string()),
  givenName: nullable(string()),
  birthDate: nullable(string()),
  sex: nullable(enums(SEXES)),
  pesel: nullable(string()),
});
export type MessagePatient = Infer<typeof MessagePatient>;

const summaryFields = {
  id: string(),
  labName: string(),
  labReportId: string(),
  format: enums(['fhir', 'hl7v2'] as const),
  receivedAt: string(),
  /**
   * Why it was kept, in words: it matched no paid ordered test or patient, or it matched one but cannot be stored
   * into it as sent (a range whose low end is above its high end, a sample taken before the order was placed or
   * in the future).
   */
  reason: string(),
  /** The order number and test code as the lab sent them. */
  orderNumber: string(),
  testCode: string(),
  testName: string(),
  patient: MessagePatient,
};

export const UnmatchedDeliverySummary = object(summaryFields);
export type UnmatchedDeliverySummary = Infer<typeof UnmatchedDeliverySummary>;

export const UnmatchedDeliveryList = object({ deliveries: array(UnmatchedDeliverySummary) });
export type UnmatchedDeliveryList = Infer<typeof UnmatchedDeliveryList>;

/** One value as the lab reported it: nothing is judged until the report is matched to a patient. */
export const MessageObservation = object({
  name: string(),
  loinc: nullable(string()),
  value: string(),
  range: nullable(string()),
  labFlag: nullable(string()),
  /** Every note the lab wrote on the value; `patientNotes` are those it wrote for the patient. */
  notes: array(string()),
  patientNotes: array(string()),
});
export type MessageObservation = Infer<typeof MessageObservation>;

export const UnmatchedDeliveryDetail = object({
  ...summaryFields,
  reportStatus: enums(['preliminary', 'final', 'corrected'] as const),
  collectedAt: nullable(string()),
  issuedAt: nullable(string()),
  /** Every note on the report; `patientNotes` are those the lab wrote for the patient. */
  notes: array(string()),
  patientNotes: array(string()),
  observations: array(MessageObservation),
  labPdf: boolean(),
  /** Set once reviewed: matched (with the stored result) or dismissed (with the reason). */
  reviewedAt: nullable(string()),
  resolution: nullable(enums(['matched', 'dismissed'] as const)),
  resultId: nullable(string()),
  dismissReason: nullable(string()),
});
export type UnmatchedDeliveryDetail = Infer<typeof UnmatchedDeliveryDetail>;

/** Text a person typed: required, and no longer than `max`. */
const typed = (max: number) =>
  refine(string(), 'typed', (value) => {
    if (value.trim() === '') return 'is required';
    return value.length <= max || `must be at most ${max} characters`;
  });

/** The order (its number as printed, 'LS-000042') and, when the lab's code is wrong, the test's code or slug. */
export const MatchUnmatchedDelivery = object({
  orderNumber: typed(40),
  testCode: optional(typed(100)),
});
export type MatchUnmatchedDelivery = Infer<typeof MatchUnmatchedDelivery>;

export const DismissUnmatchedDelivery = object({ reason: typed(500) });
export type DismissUnmatchedDelivery = Infer<typeof DismissUnmatchedDelivery>;

export const MatchedDeliveryAnswer = object({ id: string(), resultId: string() });
export type MatchedDeliveryAnswer = Infer<typeof MatchedDeliveryAnswer>;

export const DismissedDeliveryAnswer = object({ id: string() });
export type DismissedDeliveryAnswer = Infer<typeof DismissedDeliveryAnswer>;

/** One value of a stored result marked for review: as the patient sees it, what the lab printed, and why. */
export const MarkedValue = object({
  id: string(),
  name: string(),
  /** The value with its unit as the patient reads it ('< 5 mg/L'). */
  displayValue: string(),
  /** The flag the patient is shown, and the one the lab printed (null when it printed none). */
  flag: nullable(string()),
  labFlag: nullable(string()),
  reason: string(),
});
export type MarkedValue = Infer<typeof MarkedValue>;

/**
 * A stored result marked for review: `reason` is why the result itself is (null when only values are), `values`
 * the first `MARKED_VALUES_LIMIT` marked values in the lab's order, and `markedValues` how many there are.
 */
export const MarkedResult = object({
  resultId: string(),
  labName: string(),
  labReportId: string(),
  testName: string(),
  reportStatus: enums(['preliminary', 'final', 'corrected'] as const),
  receivedAt: string(),
  reason: nullable(string()),
  markedValues: integer(),
  values: array(MarkedValue),
});
export type MarkedResult = Infer<typeof MarkedResult>;

export const MarkedResultList = object({ results: array(MarkedResult) });
export type MarkedResultList = Infer<typeof MarkedResultList>;

/** The reviewer's note on a marked result, optional: what they found or did (asked the lab, told the patient). */
export const MarkResultReviewed = object({
  note: optional(refine(string(), 'note', (value) => value.length <= 1000 || 'must be at most 1000 characters')),
});
export type MarkResultReviewed = Infer<typeof MarkResultReviewed>;

/** The recorded review: the result, when it was reviewed and the note as kept (null without one). */
export const ReviewedResultAnswer = object({ resultId: string(), reviewedAt: string(), note: nullable(string()) });
export type ReviewedResultAnswer = Infer<typeof ReviewedResultAnswer>;
