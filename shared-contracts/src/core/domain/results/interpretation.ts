import { placeInInterval } from './interval';
import { placeOfBoundedValue, type ValueComparator } from './value-comparator';
import { isImpossibleRange, type ReferenceRange } from './reference-range';

/**
 * The interpretation flags labs and FHIR use (HL7 v3 ObservationInterpretation): normal, low, high, critically
 * low, critically high, abnormal (for answers that are not numbers).
 */
export const INTERPRETATION_FLAGS = ['N', 'L', 'H', 'LL', 'HH', 'A'] as const;
export type InterpretationFlag = (typeof INTERPRETATION_FLAGS)[number];

/** The flag in words, for screens that never rely on colour alone. */
export const FLAG_WORDS: Record<InterpretationFlag, string> = {
  N: 'Normal',
  L: 'Low',
  H: 'High',
  LL: 'Critically low',
  HH: 'Critically high',
  A: 'Abnormal',
};

/** Said where no flag can be computed: free text, or a number without any range to compare with. */
export const NO_FLAG_WORDS = 'Not interpreted';

export function flagWords(flag: InterpretationFlag | null): string {
  return flag === null ? NO_FLAG_WORDS : FLAG_WORDS[flag];
}

/**
 * A number with its unit, or an answer in words. A number the lab could only bound ('<5': below its limit of
 * detection) carries the comparator; a coded answer keeps the lab's code and its system beside the words.
 */
export type ObservationValue =
  | { kind: 'quantity'; value: number; unit: string; comparator?: ValueComparator }
  | { kind: 'text'; text: string; code?: string; system?: string };

/**
 * The flag of a value against its range, computed here rather than taken from the lab's message, so one rule
 * flags every result the same way. A value between the normal range's ends is N, whatever else the range says.
 * Beyond those ends, critical limits win: a value beyond them is LL or HH, even when the normal range is missing or
 * open on that side ('< 100' says nothing of low values, so 35 below a critical 40 is LL). Null when
 * there is nothing to compare with, or when the range cannot be true (its low end above its high end): no value
 * is ever flagged against such a range.
 */
export function interpret(value: ObservationValue, range: ReferenceRange | null): InterpretationFlag | null {
  if (range === null || isImpossibleRange(range)) return null;
  if (value.kind === 'text') return interpretText(value.text, range);
  if (!Number.isFinite(value.value)) return null;
  if (value.comparator !== undefined) return interpretBounded(value.value, value.comparator, range);
  const place = range.normal === undefined ? null : placeInInterval(value.value, range.normal);
  const critical = range.critical === undefined ? null : placeInInterval(value.value, range.critical);
  if (critical === 'below' && (place !== 'inside' || range.normal?.low === undefined)) return 'LL';
  if (critical === 'above' && (place !== 'inside' || range.normal?.high === undefined)) return 'HH';
  if (place === 'inside') return 'N';
  if (place === null) return range.critical === undefined ? null : 'N';
  return place === 'below' ? 'L' : 'H';
}

/**
 * A value the lab could only bound ('<5') is judged by every number it may stand for: '<5' against 10-20 is
 * surely low, '<5' against '< 10' surely normal, '<15' against 10-20 cannot be told (null).
 */
function interpretBounded(
  value: number,
  comparator: ValueComparator,
  range: ReferenceRange,
): InterpretationFlag | null {
  const place = range.normal === undefined ? null : placeOfBoundedValue(value, comparator, range.normal);
  const critical = range.critical === undefined ? null : placeOfBoundedValue(value, comparator, range.critical);
  if (critical === 'below') return 'LL';
  if (critical === 'above') return 'HH';
  if (place === 'inside') return 'N';
  if (place === 'below') return 'L';
  if (place === 'above') return 'H';
  return null;
}

function interpretText(text: string, range: ReferenceRange): InterpretationFlag | null {
  if (range.normalTexts === undefined || range.normalTexts.length === 0) return null;
  const answer = normaliseAnswer(text);
  return range.normalTexts.some((normal) => normaliseAnswer(normal) === answer) ? 'N' : 'A';
}

/** 'Negative', ' negative ' and 'NEGATIVE.' are the same answer. */
function normaliseAnswer(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[.\s]+$/u, '')
    .replace(/\s+/gu, ' ');
}

export const isOutOfRange = (flag: InterpretationFlag | null): boolean => flag !== null && flag !== 'N';
export const isCritical = (flag: InterpretationFlag | null): boolean => flag === 'LL' || flag === 'HH';
