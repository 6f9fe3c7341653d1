/**
 * What a value in one direction usually means. `usuallyMeans` is what a result page says; `doesNotMean` and
 * `whenToSeeADoctor` are read by the plain-English analysis when they are written for the analyte, which
 * otherwise falls back on general words and the analyte's `talkToDoctor`.
 */
export interface DirectionMeaning {
  usuallyMeans: string;
  doesNotMean?: string;
  whenToSeeADoctor?: string;
}

/**
 * A formula that converts one unit of an analyte into another when the two are not the same kind of unit
 * (HbA1c in % to mmol/mol): `to = from × scale + offset`.
 */
export interface UnitFormula {
  from: string;
  to: string;
  scale: number;
  offset: number;
}

interface AnalyteBasics {
  /**
   * The LOINC codes of this analyte read one way, the usual one first. Codes that differ only in unit (mass or
   * moles per litre) or method belong together: their values share one history, converted where they can be.
   */
  loincs: readonly string[];
  /** What patients read ('Haemoglobin', 'Glucose (fasting)'). */
  name: string;
  /** What it measures, in a sentence. */
  measures: string;
  /** When to talk to a doctor about it. */
  talkToDoctor: string;
  /** Grams per mole, so mass and moles per litre convert ('mg/dL' to 'mmol/L'). */
  molarMass?: number;
  /** Charge of the ion, so mEq/L converts to mmol/L. */
  valence?: number;
  /** Conversions no unit table can make. */
  formulas?: readonly UnitFormula[];
}

/** A number compared with a range: what a high and a low value usually mean. */
export interface MeasuredAnalyte extends AnalyteBasics {
  high: DirectionMeaning;
  low: DirectionMeaning;
  /** For a number labs may also report in words ('Positive'): what an unexpected answer means. */
  abnormal?: DirectionMeaning;
  reading?: undefined;
}

/** An answer in words ('Negative', 'Positive'): what an answer other than the expected one usually means. */
export interface AnsweredAnalyte extends AnalyteBasics {
  abnormal: DirectionMeaning;
  high?: undefined;
  low?: undefined;
  reading?: undefined;
}

/** A fact about the person with no normal or abnormal value (a blood group): how to read it. */
export interface FactAnalyte extends AnalyteBasics {
  reading: string;
  high?: undefined;
  low?: undefined;
  abnormal?: undefined;
}

/** One entry of the dictionary of analytes, kept as data. */
export type AnalyteEntry = MeasuredAnalyte | AnsweredAnalyte | FactAnalyte;

/** Shorthand for a meaning the analysis has no more to say about. */
export const means = (usuallyMeans: string): DirectionMeaning => ({ usuallyMeans });
