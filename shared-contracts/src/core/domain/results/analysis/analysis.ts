import type { InterpretationFlag, ObservationValue } from '../interpretation';
import type { ReferenceRange } from '../reference-range';
import type { Sex } from '../../validators/pesel';

/** A judged value, as the analysis reads it. */
export interface AnalysedObservation {
  loinc: string | null;
  name: string;
  value: ObservationValue;
  range: ReferenceRange | null;
  rangeSource: 'lab' | 'reference' | null;
  flag: InterpretationFlag | null;
}

/**
 * Whose values they are, as far as their ranges care (many depend on sex and age): never who the person is, so
 * no name, birth date or PESEL.
 */
export interface AnalysedPerson {
  sex: Sex | null;
  /** Full years on the day the sample was taken; null when the birth date is unknown. */
  ageInYears: number | null;
}

export interface AnalysisInput {
  testName: string;
  /** Absent when nothing is known of the person; the ranges on each value still apply. */
  person?: AnalysedPerson;
  observations: readonly AnalysedObservation[];
}

/** What the reading says about one value outside its range. */
export interface AnalysisFinding {
  name: string;
  value: string;
  flag: InterpretationFlag;
  flagWords: string;
  /** The range the finding was judged against, and whose it is. */
  rangeUsed: string;
  usuallyMeans: string;
  doesNotMean: string;
  whenToSeeADoctor: string;
  urgent: boolean;
}

/** A plain-English reading of one report. */
export interface ResultsAnalysis {
  engine: string;
  notADiagnosis: string;
  summary: string;
  /** True when any value is far out of range (LL or HH): the patient should seek care now. */
  urgent: boolean;
  urgentAdvice: string | null;
  findings: AnalysisFinding[];
  /** Values inside their range, named so the patient knows they were read too. */
  withinRange: string[];
  /** Values the reading could not judge (free text, no range). */
  notInterpreted: string[];
  generalAdvice: string;
}

/**
 * Reads a report. The default is the offline rule-based engine; a language-model provider can stand in for it
 * by configuration, and must keep to the same shape and the same promises (cited ranges, not a diagnosis).
 */
export interface ResultsAnalysisEngine {
  readonly name: string;
  analyse(input: AnalysisInput): Promise<ResultsAnalysis>;
}

export const NOT_A_DIAGNOSIS =
  'This reading explains your results in general terms. It is not a diagnosis and does not replace a consultation with a doctor, who can take your symptoms, history and medicines into account.';

export const URGENT_ADVICE =
  'Some values are far outside their range. Contact a doctor today, or call emergency services if you feel unwell.';

export const GENERAL_ADVICE =
  'A single value slightly outside its range is common and often has a harmless cause. Show these results to your doctor, especially if you have symptoms or the value stays outside its range when repeated.';
