import {
  findAnalyte,
  flagWords,
  patientFacingName,
  readableUnit,
  type ReferenceRange,
} from '@labshop/shared-contracts/core';
import type { HistoryPoint, MarkerExplanation, ResultObservation } from '@labshop/shared-contracts/core/api/results';
import { displayValue, rangeOf, valueOf, type ResultReader, type StoredValue } from './result-shapes';

/** An observation as stored, as far as a reader of the result sees it. */
export interface StoredObservation extends StoredValue {
  id: string;
  loinc: string | null;
  name: string;
  range: ReferenceRange | null;
  flag: ResultObservation['flag'];
  labFlag: string | null;
  /** Set when the lab's flag and the shop's reading disagree; readers see that someone will look at it. */
  reviewReason: string | null;
  notes: string[];
  patientNotes: string[];
}

/**
 * One value as its reader sees it: the name patients know first and the lab's own name as a detail, the unit
 * as people write it, the range and flag in words, the notes this reader may see and what the marker means.
 */
export function observationView(
  row: StoredObservation,
  history: HistoryPoint[],
  reader: ResultReader,
): ResultObservation {
  const value = valueOf(row);
  return {
    id: row.id,
    loinc: row.loinc,
    name: patientFacingName(row.loinc, row.name),
    nameFromLab: row.name,
    value,
    unitText: readableUnit(row.unit),
    displayValue: displayValue(value),
    range: rangeOf(row.range, row.unit),
    flag: row.flag,
    flagWords: flagWords(row.flag),
    labFlag: row.labFlag,
    markedForReview: row.reviewReason !== null,
    notes: reader === 'patient' ? row.patientNotes : row.notes,
    explanation: explanationOf(row.loinc),
    history,
  };
}

/** What the dictionary of analytes says about a marker, or null for one it does not describe. */
export function explanationOf(loinc: string | null): MarkerExplanation | null {
  const entry = findAnalyte(loinc);
  if (entry === null) return null;
  return {
    measures: entry.measures,
    high: entry.high?.usuallyMeans ?? null,
    low: entry.low?.usuallyMeans ?? null,
    abnormal: entry.abnormal?.usuallyMeans ?? null,
    reading: entry.reading ?? null,
    talkToDoctor: entry.talkToDoctor,
  };
}
