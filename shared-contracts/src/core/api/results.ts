import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import { oneOf } from '../shapes/one-of';
import { INTERPRETATION_FLAGS } from '../domain/results/interpretation';
import { VALUE_COMPARATORS } from '../domain/results/value-comparator';
import { SEXES } from './accounts';
import { ChosenLocation } from './location-prices';

/**
 * Results. Labs deliver to `POST /api/lab/results` with their own key (`Authorization: Bearer <lab
 * key>`), as a FHIR R4 Bundle or an HL7 v2 ORU^R01 message, told apart by Content-Type. Paths are relative to
 * the API base (`/api`).
 */
export const RESULTS_PATHS = {
  labDelivery: 'lab/results',
  /** The whole archive of one patient of the account, as a FHIR R4 Bundle (JSON), signed in only. */
  archiveExport: (orderPatientId: string) => `results/patients/${orderPatientId}/fhir`,
  /**
   * The plain-English reading of one result (the paid RESULTS_ANALYZE service): 403 'It cannot be done.' when the
   * result's order did not include the service, 404 for a result that is not the account's.
   */
  analysis: (resultId: string) => `results/${resultId}/analysis`,
  /**
   * When the account holder last opened their results (`ResultsSeen`), kept per account so every device shows the
   * same "new since your last visit". GET reads it; POST moves it to now (never back). Signed in only.
   */
  seen: 'results/seen',
  /** Results and referrals of every patient of the account (the owner and family members), newest first. */
  overview: 'results',
  /** Ready results only, newest first, a page at a time: `?page=1` (RESULTS_ARCHIVE_PAGE_SIZE a page). */
  archive: 'results/archive',
  /**
   * One result and a page of its values (`?page=1`, RESULT_VALUES_PAGE_SIZE a page, in the lab's order) with, per
   * analyte, the patient's earlier values (`ResultDetail`).
   */
  result: (resultId: string) => `results/${resultId}`,
  /** The lab's own PDF of the report (application/pdf); 404 when the lab sent none (`labPdf: false`). */
  labPdf: (resultId: string) => `results/${resultId}/lab-report.pdf`,
  /** A summary PDF generated from the report: every value with its range and flag in words. */
  summaryPdf: (resultId: string) => `results/${resultId}/summary.pdf`,
} as const;

/** Shown when either PDF cannot be downloaded; word for word. */
export const DOWNLOAD_FAILED_MESSAGE = 'An error occurred while downloading the file.';

export const RESULTS_ARCHIVE_PAGE_SIZE = 20;

/**
 * How many values one answer of a result page carries: a report of thousands of values is read a page at a time,
 * so neither the patient's browser nor the API holds it whole at once.
 */
export const RESULT_VALUES_PAGE_SIZE = 100;

/**
 * How many values a line of the results list shows, and so how many of a result's values the list carries: the
 * most urgent first (critical, then out of range or flagged, then the rest, each in the lab's order). The result's
 * page carries the rest; `valueCount` says how many there are, so a patient with years of results gets a list of
 * the same size per result however long their reports.
 */
export const RESULTS_LIST_VALUES_SHOWN = 4;

/**
 * Where an ordered test stands: awaiting_sample (paid, nothing from the lab yet), in_lab (the lab sent a
 * preliminary report), ready (a final or corrected report).
 */
export const RESULT_STATUSES = ['awaiting_sample', 'in_lab', 'ready'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const RESULT_STATUS_WORDS: Record<ResultStatus, string> = {
  awaiting_sample: 'Awaiting sample',
  in_lab: 'In the lab',
  ready: 'Ready',
};

/** The person results belong to. `id` is an order-patient id, usable with `archiveExport`. */
export const ResultsPatient = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  birthDate: nullable(string()),
  sex: enums(SEXES),
});
export type ResultsPatient = Infer<typeof ResultsPatient>;

/**
 * A number with its unit, or words. `comparator` is set when the lab could only bound the number ('<5': below its
 * limit of detection); a coded answer keeps the lab's `code` and its coding `system` beside the words.
 */
export const ResultValue = oneOf([
  object({
    kind: literal('quantity'),
    value: number(),
    unit: string(),
    comparator: optional(enums(VALUE_COMPARATORS)),
  }),
  object({ kind: literal('text'), text: string(), code: optional(string()), system: optional(string()) }),
]);
export type ResultValue = Infer<typeof ResultValue>;

/**
 * One value of a result as a line of the results list shows it: `name` is what patients read, `displayValue` the
 * value with its unit as people write it, `flag` the lab's flag. `trend` is what a small trend line draws: the
 * numbers of this marker for the same patient in the unit measured now, oldest first, ending at this value and at
 * most `TREND_POINTS` (the latest); empty for an answer in words, a single number for a first measurement.
 */
export const ResultValueSummary = object({
  id: string(),
  loinc: nullable(string()),
  name: string(),
  value: ResultValue,
  displayValue: string(),
  flag: nullable(enums(INTERPRETATION_FLAGS)),
  trend: array(number()),
});
export type ResultValueSummary = Infer<typeof ResultValueSummary>;

/**
 * One line of the results list: an ordered test and, once the lab has reported, its result. `resultId` is null
 * while awaiting the sample. `date` is what the list is sorted by (newest first): the report's sampling date, or
 * the order date while nothing has come back. `outOfRange` counts values flagged other than N. `values` are at
 * most `RESULTS_LIST_VALUES_SHOWN` of the result's values, the most urgent first, then in the lab's order (none
 * while awaiting the sample), so the list shows them without reading each result; `valueCount` counts them all.
 */
export const ResultsEntry = object({
  orderLineId: string(),
  orderNumber: string(),
  orderedAt: string(),
  testName: string(),
  status: enums(RESULT_STATUSES),
  resultId: nullable(string()),
  date: string(),
  receivedAt: nullable(string()),
  outOfRange: integer(),
  critical: boolean(),
  values: array(ResultValueSummary),
  valueCount: integer(),
});
export type ResultsEntry = Infer<typeof ResultsEntry>;

export const PatientResults = object({ patient: ResultsPatient, entries: array(ResultsEntry) });
export type PatientResults = Infer<typeof PatientResults>;

/** GET /api/results: one group per patient (the account holder first, then family members by name). */
export const ResultsOverview = object({ patients: array(PatientResults) });
export type ResultsOverview = Infer<typeof ResultsOverview>;

/** GET /api/results/archive?page=N: ready results of every patient, newest first. */
export const ResultsArchivePage = object({
  entries: array(object({ patient: ResultsPatient, entry: ResultsEntry })),
  page: integer(),
  pageSize: integer(),
  total: integer(),
});
export type ResultsArchivePage = Infer<typeof ResultsArchivePage>;

/**
 * A range flattened for drawing a bar: the normal interval's ends (null when open), whether each end is
 * inside, the critical limits, the normal answers of a non-numeric test, and the range in words
 * ('3.5–5.1 mmol/L'); `labText` is what the lab printed.
 */
export const ResultRange = object({
  low: nullable(number()),
  lowInclusive: boolean(),
  high: nullable(number()),
  highInclusive: boolean(),
  criticalLow: nullable(number()),
  criticalHigh: nullable(number()),
  normalTexts: array(string()),
  text: string(),
  labText: nullable(string()),
});
export type ResultRange = Infer<typeof ResultRange>;

/**
 * An earlier (or this) value of the same analyte for the same patient, oldest first, for the chart: `value.unit`
 * is the unit it was measured in and `range` the range it was judged by, in that unit.
 */
export const HistoryPoint = object({
  resultId: string(),
  date: string(),
  value: ResultValue,
  range: nullable(ResultRange),
  flag: nullable(enums(INTERPRETATION_FLAGS)),
});
export type HistoryPoint = Infer<typeof HistoryPoint>;

/**
 * What one marker is, in plain English, from the dictionary of analytes: what it measures, what a high, a low or
 * an unexpected answer usually means (null where it does not apply), how to read a fact such as a blood group,
 * and when to talk to a doctor.
 */
export const MarkerExplanation = object({
  measures: string(),
  high: nullable(string()),
  low: nullable(string()),
  abnormal: nullable(string()),
  reading: nullable(string()),
  talkToDoctor: string(),
});
export type MarkerExplanation = Infer<typeof MarkerExplanation>;

/**
 * One value of a result. `name` is what patients read (the dictionary's name for its LOINC code, else the lab's);
 * `nameFromLab` is the lab's own name, shown beside it as a detail. `value.unit` is the UCUM code the lab sent and
 * `unitText` the same unit as people read it ('×10⁹/L'), which `displayValue` and the range's words use.
 * `flagWords` is the flag in words ('High', 'Not interpreted'), for screens that never rely on colour alone.
 * `history` holds this analyte's values for the patient (this LOINC code, and codes of the same analyte in
 * another unit), one per result (its first in the lab's order) and this result's included, the latest 100, oldest
 * first; values in another unit are converted for a chart where they
 * can be, and charted apart otherwise. `explanation` is null for a marker the dictionary does not describe.
 */
export const ResultObservation = object({
  id: string(),
  loinc: nullable(string()),
  name: string(),
  nameFromLab: string(),
  value: ResultValue,
  unitText: string(),
  displayValue: string(),
  range: nullable(ResultRange),
  flag: nullable(enums(INTERPRETATION_FLAGS)),
  flagWords: string(),
  /**
   * The flag the lab printed, as printed ('H', 'POS'); null when it sent none. `flag` is the lab's when the shop
   * could not read the range; `markedForReview` says the lab's flag and the shop's reading of the range disagree,
   * and `flag` shows the lab's.
   */
  labFlag: nullable(string()),
  markedForReview: boolean(),
  /** The lab's notes on this value that this reader may see: a patient those written for them, a doctor all. */
  notes: array(string()),
  explanation: nullable(MarkerExplanation),
  history: array(HistoryPoint),
});
export type ResultObservation = Infer<typeof ResultObservation>;

export const RESULT_ANALYSIS_STATES = ['not-purchased', 'awaiting-payment', 'purchased'] as const;
export type ResultAnalysisState = (typeof RESULT_ANALYSIS_STATES)[number];

export const ResultAnalysisOffer = object({
  state: enums(RESULT_ANALYSIS_STATES),
  orderId: string(),
  orderNumber: string(),
  location: ChosenLocation,
  pendingOrderId: nullable(string()),
});
export type ResultAnalysisOffer = Infer<typeof ResultAnalysisOffer>;

/** GET/POST /api/results/seen: when the account holder last opened their results; null before the first time. */
export const ResultsSeen = object({ seenAt: nullable(string()) });
export type ResultsSeen = Infer<typeof ResultsSeen>;

/**
 * Which values of a result one answer carries: page `page` (from 1) of `pageSize` values in the lab's order, of
 * `total`. `outOfRange` counts the result's values flagged other than N on every page, so a screen can say how many
 * there are before all are shown. A page past the last carries no values.
 */
export const ResultValuesPage = object({
  page: integer(),
  pageSize: integer(),
  total: integer(),
  outOfRange: integer(),
});
export type ResultValuesPage = Infer<typeof ResultValuesPage>;

/**
 * GET /api/results/:resultId?page=N (and the doctor's read of it): the report and one page of its values
 * (`observations`, described by `valuesPage`).
 */
export const ResultDetail = object({
  id: string(),
  testName: string(),
  status: enums(RESULT_STATUSES),
  reportStatus: enums(['preliminary', 'final', 'corrected'] as const),
  patient: ResultsPatient,
  orderNumber: string(),
  labName: string(),
  collectedAt: nullable(string()),
  /** Whether the lab gave the collection day only: `collectedAt` is then that day alone ('2026-04-30'). */
  collectedDateOnly: boolean(),
  issuedAt: nullable(string()),
  receivedAt: string(),
  /** The lab's notes on the report that this reader may see: a patient those written for them, a doctor all. */
  notes: array(string()),
  /** The values of the page asked for (the first when none was), in the lab's order. */
  observations: array(ResultObservation),
  valuesPage: ResultValuesPage,
  /** Whether the lab sent its own PDF (`labPdf` path answers it); the summary PDF always exists. */
  labPdf: boolean(),
  /** Whether the order paid for the AI-assisted analysis (`analysis` path). */
  analysisPurchased: boolean(),
  /**
   * Where the results analysis of this result stands, for the account holder (absent for a doctor's read):
   * `purchased` (the analysis path answers), `awaiting-payment` (bought on `pendingOrderId`, not paid yet) or
   * `not-purchased`; `orderId` and `location` name the result's own order and its place, where the analysis is
   * priced (customer services) and bought for (`resultsAnalysisFor`).
   */
  analysisOffer: optional(ResultAnalysisOffer),
  /**
   * When the lab last corrected the report (`reportStatus` 'corrected'), for 'Corrected by the laboratory on
   * {date}'; null or absent when it never did.
   */
  correctedAt: optional(nullable(string())),
});
export type ResultDetail = Infer<typeof ResultDetail>;

/**
 * Live updates: the API triggers `RESULT_READY_EVENT` on the account's private channel when a lab's report is
 * stored. Browsers subscribe with pusher-js, authorised at `BROADCASTING_AUTH_PATH` (socket_id, channel_name, as
 * form or JSON); only the caller's own channels are signed (403 otherwise, 401 signed out).
 */
export const BROADCASTING_AUTH_PATH = 'broadcasting/auth';
export const accountChannel = (accountId: string) => `private-account.${accountId}`;
export const accountPresenceChannel = (accountId: string) => `presence-account.${accountId}`;
export const RESULT_READY_EVENT = 'result-ready';

/** How pusher-js is set up in the browser (timeouts in ms; plain ws to a local server). */
export const REALTIME_CLIENT_OPTIONS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
  forceTLS: false,
} as const;

export const ResultReadyPayload = object({
  resultId: string(),
  testName: string(),
  status: enums(RESULT_STATUSES),
  patientFirstName: string(),
  outOfRange: integer(),
  /** True when the lab corrected a result it had delivered before. */
  corrected: optional(boolean()),
});
export type ResultReadyPayload = Infer<typeof ResultReadyPayload>;

/** What pusher-js sends to the broadcasting-auth endpoint. */
export const BroadcastingAuthBody = object({
  socket_id: pattern(string(), /^\d+\.\d+$/),
  channel_name: size(string(), 1, 200),
});
export type BroadcastingAuthBody = Infer<typeof BroadcastingAuthBody>;

/** What the broadcasting-auth endpoint answers, handed as is to pusher-js. */
export const BroadcastingAuthAnswer = object({
  auth: string(),
  channel_data: optional(string()),
});

export const LAB_CONTENT_TYPES = {
  fhir: 'application/fhir+json',
  hl7v2: 'x-application/hl7-v2+er7',
} as const;

/**
 * What became of each report in a delivery: `stored` as the result of a paid ordered test, or `unmatched`, kept
 * for review under `id`. The same delivery sent again gets the same answer and changes nothing.
 */
export const LAB_DELIVERY_STATUSES = ['stored', 'unmatched'] as const;
export type LabDeliveryStatus = (typeof LAB_DELIVERY_STATUSES)[number];

export const LabDeliveryOutcome = object({
  labReportId: string(),
  status: enums(LAB_DELIVERY_STATUSES),
  id: string(),
});
export type LabDeliveryOutcome = Infer<typeof LabDeliveryOutcome>;

/** A value of a delivered report that could not be read or trusted: not stored, kept for review, and why. */
export const KeptLabValue = object({
  labReportId: string(),
  location: nullable(string()),
  reason: string(),
});
export type KeptLabValue = Infer<typeof KeptLabValue>;

/** The answer to a FHIR delivery: 201 when every report was stored, 202 when any was kept for review. */
export const LabDeliveryAnswer = object({
  reports: array(LabDeliveryOutcome),
  /** Values kept for review rather than stored; the reports' other values were stored. Absent when none. */
  keptValues: optional(array(KeptLabValue)),
});
export type LabDeliveryAnswer = Infer<typeof LabDeliveryAnswer>;

export const ResultsAnalysisFinding = object({
  name: string(),
  value: string(),
  flag: enums(INTERPRETATION_FLAGS),
  flagWords: string(),
  rangeUsed: string(),
  usuallyMeans: string(),
  doesNotMean: string(),
  whenToSeeADoctor: string(),
  urgent: boolean(),
});

/** The reading of a result: never a diagnosis, citing the ranges it used, urgent when a value is LL or HH. */
export const ResultsAnalysisAnswer = object({
  engine: string(),
  notADiagnosis: string(),
  summary: string(),
  urgent: boolean(),
  urgentAdvice: nullable(string()),
  findings: array(ResultsAnalysisFinding),
  withinRange: array(string()),
  notInterpreted: array(string()),
  generalAdvice: string(),
});
export type ResultsAnalysisAnswer = Infer<typeof ResultsAnalysisAnswer>;
