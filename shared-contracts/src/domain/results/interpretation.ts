import { placeInInterval } from './interval';
import type { ReferenceRange } from './reference-range';

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

export type ObservationValue = { kind: 'quantity'; value: number; unit: string } | { kind: 'text'; text: string };

/**
 * The flag of a value against its range, computed here rather than taken from the lab's message, so one rule
 * flags every result the same way. Critical limits win over the normal range: a value beyond them is LL or HH
 * even when the normal range is missing. Null when there is nothing to compare with.
 */
export function interpret(value: ObservationValue, range: ReferenceRange | null): InterpretationFlag | null {
  if (range === null) return null;
  if (value.kind === 'text') return interpretText(value.text, range);
  if (!Number.isFinite(value.value)) return null;
  if (range.critical !== undefined) {
    const critical = placeInInterval(value.value, range.critical);
    if (critical === 'below') return 'LL';
    if (critical === 'above') return 'HH';
  }
  if (range.normal === undefined) return range.critical === undefined ? null : 'N';
  const place = placeInInterval(value.value, range.normal);
  if (place === 'below') return 'L';
  if (place === 'above') return 'H';
  return 'N';
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
