import { array, boolean, enums, integer, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';

/**
 * The weight-loss programme: a product a patient buys (its weight-loss package), follows on the progress page and
 * reports on each month. Signed-in only except the programme pages; a programme of another account is 404.
 */
export const WEIGHT_LOSS_PATHS = {
  /** GET: every programme product, as its page shows it. */
  programmes: 'weight-loss/programmes',
  /** GET: one programme product (`/offer/weight-loss-programme-{product}`), 404 for an unknown one. */
  programme: (product: string) => `weight-loss/programmes/${product}`,
  /** GET: the signed-in account's active programme (`{ programme: null }` when none). */
  active: 'weight-loss/active',
  /** GET: a programme's progress; PUT …/goal, POST …/entries, POST …/feedback change it. */
  progress: (programmeId: string) => `weight-loss/enrolments/${programmeId}`,
  goal: (programmeId: string) => `weight-loss/enrolments/${programmeId}/goal`,
  entries: (programmeId: string) => `weight-loss/enrolments/${programmeId}/entries`,
  feedback: (programmeId: string) => `weight-loss/enrolments/${programmeId}/feedback`,
} as const;

/** The units a weight is typed in (spec §9); 'st-lb' is stones and pounds. */
export const WEIGHT_ENTRY_UNITS = ['kg', 'lbs', 'st-lb'] as const;
export type WeightEntryUnit = (typeof WEIGHT_ENTRY_UNITS)[number];

/** The units a height is typed in (spec §9); 'ft-in' is feet and inches. */
export const HEIGHT_ENTRY_UNITS = ['cm', 'ft-in'] as const;
export type HeightEntryUnit = (typeof HEIGHT_ENTRY_UNITS)[number];

/** A weight as typed: `value` in the unit; for 'st-lb' `value` is the stones and `pounds` the pounds beyond them. */
export const WeightInput = object({
  unit: enums(WEIGHT_ENTRY_UNITS),
  value: number(),
  pounds: optional(number()),
});
export type WeightInput = Infer<typeof WeightInput>;

/** A height as typed: `value` in the unit; for 'ft-in' `value` is the feet and `inches` the inches beyond them. */
export const HeightInput = object({
  unit: enums(HEIGHT_ENTRY_UNITS),
  value: number(),
  inches: optional(number()),
});
export type HeightInput = Infer<typeof HeightInput>;

/** What a programme product includes, in words a patient reads on its page. */
export const ProgrammeIncluded = object({
  /** The tests of its package, by name. */
  tests: array(string()),
  /** How many doctor's consultations it includes, and how they are held. */
  consultations: integer(),
  consultationsText: string(),
  /** The follow-up: check-ins and the progress check. */
  followUp: array(string()),
});
export type ProgrammeIncluded = Infer<typeof ProgrammeIncluded>;

/** A programme product, priced by its package at the default location. */
export const WeightLossProgrammeOffer = object({
  product: string(),
  name: string(),
  summary: string(),
  durationMonths: integer(),
  /**
   * The package buying it starts the programme (flagged is_weight_loss_package in the cart), with what the cart
   * needs to hold it: its pricing facts and its tests.
   */
  package: object({
    id: string(),
    slug: string(),
    name: string(),
    attributes: ItemPricingAttributes,
    includes: array(object({ id: string(), name: string() })),
  }),
  priceMinor: integer(),
  currency: string(),
  included: ProgrammeIncluded,
});
export type WeightLossProgrammeOffer = Infer<typeof WeightLossProgrammeOffer>;

export const WeightLossProgrammeOffers = object({ programmes: array(WeightLossProgrammeOffer) });
export type WeightLossProgrammeOffers = Infer<typeof WeightLossProgrammeOffers>;

/** A programme a patient follows, started when its package was paid. */
export const WeightLossEnrolment = object({
  id: string(),
  product: string(),
  name: string(),
  /** Whom the package was bought for. */
  patientName: string(),
  /** YYYY-MM-DD. */
  startedOn: string(),
  orderId: string(),
  /** Null until the patient gives their height and target weight. */
  heightCm: nullable(number()),
  targetWeightKg: nullable(number()),
});
export type WeightLossEnrolment = Infer<typeof WeightLossEnrolment>;

export const ActiveWeightLossProgramme = object({ programme: nullable(WeightLossEnrolment) });
export type ActiveWeightLossProgramme = Infer<typeof ActiveWeightLossProgramme>;

/** PUT …/goal: the height the BMI is computed with and the target weight (required: spec §5). */
export const WeightLossGoalRequest = object({ height: HeightInput, targetWeight: WeightInput });
export type WeightLossGoalRequest = Infer<typeof WeightLossGoalRequest>;

/**
 * The patient's own time zone (IANA, e.g. 'Europe/Warsaw'), as their browser gives it: "today" is their day there,
 * not the server's. Left out, it is the shop's country's zone.
 */
export const PatientTimeZone = optional(string());

/** POST …/entries: a weight on a day (YYYY-MM-DD, not after the patient's today; today when left out). */
export const WeightEntryRequest = object({ date: optional(string()), weight: WeightInput, timeZone: PatientTimeZone });
export type WeightEntryRequest = Infer<typeof WeightEntryRequest>;

/** A logged weight, kept in kilograms whatever unit it was typed in. */
export const WeightEntry = object({
  id: string(),
  date: string(),
  weightKg: number(),
  /** Null while the programme has no height. */
  bmi: nullable(number()),
  /** Where it came from: logged on the progress page or sent with a monthly check-in. */
  source: enums(['entry', 'feedback']),
});
export type WeightEntry = Infer<typeof WeightEntry>;

/** How the programme is going, as the monthly check-in asks (the weight-loss feedback quiz). */
export const FEEDBACK_SATISFACTION = ['very', 'somewhat', 'not'] as const;
export const FEEDBACK_SATISFACTION_WORDS: Readonly<Record<(typeof FEEDBACK_SATISFACTION)[number], string>> = {
  very: 'Very satisfied',
  somewhat: 'Somewhat satisfied',
  not: 'Not satisfied',
};
export const FEEDBACK_SIDE_EFFECTS = ['nausea', 'headache', 'tiredness', 'none', 'other'] as const;
export const FEEDBACK_SIDE_EFFECT_WORDS: Readonly<Record<(typeof FEEDBACK_SIDE_EFFECTS)[number], string>> = {
  nausea: 'Nausea',
  headache: 'Headache',
  tiredness: 'Tiredness',
  none: 'None',
  other: 'Other',
};

/** POST …/feedback: the monthly check-in. 'other' among the side effects needs `sideEffectsOther`. */
export const WeightLossFeedbackRequest = object({
  satisfaction: enums(FEEDBACK_SATISFACTION),
  sideEffects: array(enums(FEEDBACK_SIDE_EFFECTS)),
  sideEffectsOther: optional(nullable(string())),
  weight: WeightInput,
  comments: optional(nullable(string())),
  /** The check-in is dated the patient's today in this zone. */
  timeZone: PatientTimeZone,
  /**
   * The account's added patient the check-in is for, when the programme was bought for them (422 by `patientId`
   * otherwise; 404 for one that is not the account's). Left out, it is the account holder's.
   */
  patientId: optional(nullable(string())),
});
export type WeightLossFeedbackRequest = Infer<typeof WeightLossFeedbackRequest>;

/** A check-in as the progress page shows it; `id` is the uuid of the quiz record it is kept as. */
export const WeightLossFeedback = object({
  id: string(),
  date: string(),
  satisfaction: enums(FEEDBACK_SATISFACTION),
  sideEffects: array(enums(FEEDBACK_SIDE_EFFECTS)),
  sideEffectsOther: nullable(string()),
  weightKg: number(),
  comments: nullable(string()),
});
export type WeightLossFeedback = Infer<typeof WeightLossFeedback>;

/** A step of the programme, reached or still ahead. */
export const WeightLossMilestone = object({
  id: string(),
  title: string(),
  reached: boolean(),
  /** YYYY-MM-DD when reached. */
  reachedOn: nullable(string()),
});
export type WeightLossMilestone = Infer<typeof WeightLossMilestone>;

/** GET …/enrolments/{id}: the progress page. */
export const WeightLossProgress = object({
  programme: WeightLossEnrolment,
  entries: array(WeightEntry),
  feedback: array(WeightLossFeedback),
  milestones: array(WeightLossMilestone),
  /** Where the programme's own lab results are read: the page of the order that bought it. */
  resultsHref: string(),
});
export type WeightLossProgress = Infer<typeof WeightLossProgress>;

/** The check-in's free texts are kept short enough to read at a glance. */
export const FEEDBACK_TEXT_MAX = 1000;

/** The messages of the 422 answers, by field. */
export const WEIGHT_LOSS_MESSAGES = {
  weightRange: 'Enter a weight between 20 and 400 kg.',
  heightRange: 'Enter a height between 100 and 250 cm.',
  targetRequired: 'Target weight is required.',
  date: 'Enter a valid date, not in the future.',
  timeZone: 'Unknown time zone.',
  otherSpecification: "Tell us what 'other' is.",
  sideEffectsRequired: 'Choose at least one answer.',
  noneWithOthers: "'None' cannot be chosen with a side effect.",
  textTooLong: `At most ${FEEDBACK_TEXT_MAX} characters.`,
  noProgramme: 'There is no weight-loss programme to check in on: a check-in is sent once the programme has started.',
  notPatientsProgramme: 'This programme was not bought for this patient.',
} as const;
