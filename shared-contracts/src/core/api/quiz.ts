import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type Infer,
} from 'superstruct';
import { oneOf } from '../shapes/one-of';

/** The values an answer may take. */
export const QUIZ_ANSWERS = ['yes', 'no', 'sometimes', 'not_to_say'] as const;

export const QuizOption = object({ value: string(), label: string() });

export const QuizQuestion = object({
  id: string(),
  label: string(),
  kind: enums(['single', 'multi', 'number', 'text', 'date']),
  options: optional(array(QuizOption)),
  unitChoices: optional(array(string())),
  required: enums(['required', 'optional']),
  /** The option value that needs a written specification ('other'). */
  otherValue: optional(nullable(string())),
});
export type QuizQuestion = Infer<typeof QuizQuestion>;

export const QuizStep = object({
  id: string(),
  title: string(),
  questions: array(QuizQuestion),
  /** The step is asked only when an earlier answer is one of these values (the female and male variants). */
  showWhen: optional(object({ questionId: string(), values: array(string()) })),
  /** The patient may skip the whole section (skip-section): its questions are then not asked at all. */
  skippable: optional(boolean()),
});
export type QuizStep = Infer<typeof QuizStep>;

/** GET /api/quiz/{kind}: the steps of a questionnaire, in order. */
export const QUIZ_KINDS = ['health', 'weight-loss', 'weight-loss-feedback'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

export const QuizDefinition = object({
  kind: oneOf([literal('health'), literal('weight-loss'), literal('weight-loss-feedback')]),
  title: string(),
  steps: array(QuizStep),
});
export type QuizDefinition = Infer<typeof QuizDefinition>;

/**
 * What the patient gave for one question: the chosen option values, or what was typed (one entry, or one per part
 * of a unit such as st/lb); the unit of a measure (kg, lbs, st-lb, cm, ft-in); the written specification of 'other'.
 */
export const QuizAnswer = object({
  values: size(array(size(string(), 0, 2000)), 0, 50),
  unit: optional(string()),
  other: optional(size(string(), 0, 2000)),
});
export type QuizAnswer = Infer<typeof QuizAnswer>;

/** The answers by question id. */
export const QuizAnswers = record(string(), QuizAnswer);
export type QuizAnswers = Readonly<Record<string, QuizAnswer>>;

/**
 * POST /api/quiz/{kind}/records: the answers to one questionnaire. A signed-in account's record is kept in the
 * account, for one of its added patients when `patientId` names one (omitted: the account holder). A guest's needs
 * no account. Answers that break the quiz's rules are 422 with `errors` by `answers.{question id}`. The record is
 * dated the patient's today in `timeZone` (an unknown zone is 422 by `timeZone`). A weight-loss-feedback record is
 * the monthly check-in of the patient's programme, kept as the programme's own check-in path keeps it: 422 by
 * `programme` when the patient follows none, 404 for a `patientId` that is not the account's.
 */
export const QuizSubmission = object({
  answers: QuizAnswers,
  patientId: optional(nullable(string())),
  /** The patient's own time zone (IANA), as their browser gives it; left out, the shop's country's. */
  timeZone: optional(string()),
  /** The ids of skippable steps the patient skipped: their questions are not required and their answers dropped. */
  skippedSteps: optional(size(array(string()), 0, 50)),
});
export type QuizSubmission = Infer<typeof QuizSubmission>;

/** The 422 of a `timeZone` nobody lives in. */
export const QUIZ_TIME_ZONE_MESSAGE = 'Unknown time zone.';

/** A test or package the answers suggest, with why in plain words. */
export const QuizRecommendation = object({
  /** The catalogue item's id, as the cart takes it. */
  serviceId: string(),
  slug: string(),
  name: string(),
  reason: string(),
});
export type QuizRecommendation = Infer<typeof QuizRecommendation>;

export const QuizBmi = object({
  value: number(),
  category: enums(['underweight', 'healthy', 'overweight', 'obese']),
});
export type QuizBmi = Infer<typeof QuizBmi>;

/**
 * One submitted questionnaire (spec §3 "Quiz record"): GET /api/quiz/records/{uuid}, and the answer of the
 * submission (201). `date` is the day it was sent (YYYY-MM-DD). Weight and height are in kilograms and centimetres,
 * whatever unit they were given in. The uuid of a health quiz also names its recommendations at
 * /lab-test-list/recommendations/{uuid}.
 *
 * A guest's record is read back only with the `accessToken` the submission answered (header `X-Quiz-Token`);
 * it is given once, so the guest's browser keeps it for the session. An account's record is its own: anyone else
 * gets 404.
 */
export const QuizRecord = object({
  uuid: string(),
  kind: enums(QUIZ_KINDS),
  date: string(),
  patientId: nullable(string()),
  answers: QuizAnswers,
  weightKg: nullable(number()),
  heightCm: nullable(number()),
  bmi: nullable(QuizBmi),
  recommendations: array(QuizRecommendation),
  accessToken: optional(string()),
});
export type QuizRecord = Infer<typeof QuizRecord>;

/**
 * GET /api/quiz/records?kind={kind}[&patientId={id}]: the signed-in account's own records of one questionnaire,
 * its holder's and its added patients' (only one patient's when `patientId` names one), newest first, at most
 * `QUIZ_RECORDS_LIMIT`. It lets another browser or device know a quiz was completed and what it said. A guest
 * hears 401; a kind that is no questionnaire is 422 by `kind`.
 */
export const QUIZ_RECORDS_PATH = 'quiz/records';
export const QUIZ_RECORDS_LIMIT = 50;
export const QuizRecordsQuery = object({ kind: enums(QUIZ_KINDS), patientId: optional(string()) });
export type QuizRecordsQuery = Infer<typeof QuizRecordsQuery>;
export const QuizRecordList = object({ records: array(QuizRecord) });
export type QuizRecordList = Infer<typeof QuizRecordList>;

/** The header a guest reads their record back with. */
export const QUIZ_TOKEN_HEADER = 'x-quiz-token';
