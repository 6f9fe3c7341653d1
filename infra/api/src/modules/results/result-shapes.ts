import {
  COMPARATOR_SIGNS,
  formatInterval,
  invertedRangeText,
  isImpossibleRange,
  readableUnit,
  type ReferenceRange,
  type ValueComparator,
} from '@labshop/shared-contracts/core';
import type { ResultRange, ResultStatus, ResultValue } from '@labshop/shared-contracts/core/api/results';

/**
 * The stored columns of one value: a number with its unit (and its comparator, when the lab could only bound it),
 * or words (with the code of a coded answer). Readers that need only the number or words leave the rest out.
 */
export interface StoredValue {
  valueNumber: number | null;
  unit: string | null;
  comparator?: ValueComparator | null;
  valueText: string | null;
  valueCode?: string | null;
  valueSystem?: string | null;
}

export function valueOf(stored: StoredValue): ResultValue {
  if (stored.valueNumber === null) {
    return {
      kind: 'text',
      text: stored.valueText ?? '',
      ...(stored.valueCode == null ? {} : { code: stored.valueCode }),
      ...(stored.valueSystem == null ? {} : { system: stored.valueSystem }),
    };
  }
  const comparator = stored.comparator == null ? {} : { comparator: stored.comparator };
  return { kind: 'quantity', value: stored.valueNumber, unit: stored.unit ?? '', ...comparator };
}

/** Who reads a result: the patient reads the lab's notes written for them, a doctor and an administrator all. */
export type ResultReader = 'patient' | 'clinician';

/** A value as people read it, with its unit as people write it ('6.1 ×10⁹/L', '< 5 mg/L'). */
export function displayValue(value: ResultValue): string {
  if (value.kind === 'text') return value.text;
  const unit = readableUnit(value.unit);
  const sign = value.comparator === undefined ? '' : `${COMPARATOR_SIGNS[value.comparator]} `;
  return unit === '' ? `${sign}${value.value}` : `${sign}${value.value} ${unit}`;
}

/**
 * A range as a screen draws it: the ends of the normal interval, the critical limits, and the range in words,
 * with the unit as people write it. A range of answers ('Negative') has no ends; its words are the answers that
 * count as normal. A range that cannot be true (low above high, as the lab printed it or as read) is never shown.
 */
export function rangeOf(range: ReferenceRange | null, unit: string | null): ResultRange | null {
  if (range === null || isImpossibleRange(range)) return null;
  if (range.text !== undefined && invertedRangeText(range.text) !== null) return null;
  const normal = range.normal;
  const normalTexts = [...(range.normalTexts ?? [])];
  let text = range.text ?? 'any value';
  if (normal !== undefined) text = formatInterval(normal, readableUnit(unit));
  else if (normalTexts.length > 0) text = normalTexts.join(', ');
  return {
    low: normal?.low?.value ?? null,
    lowInclusive: normal?.low?.inclusive ?? false,
    high: normal?.high?.value ?? null,
    highInclusive: normal?.high?.inclusive ?? false,
    criticalLow: range.critical?.low?.value ?? null,
    criticalHigh: range.critical?.high?.value ?? null,
    normalTexts,
    text,
    labText: range.text ?? null,
  };
}

/** A preliminary report means the lab is still at work; a final or corrected one is ready. */
export function statusOfReport(reportStatus: 'preliminary' | 'final' | 'corrected'): ResultStatus {
  return reportStatus === 'preliminary' ? 'in_lab' : 'ready';
}

/** Dates leave the API as ISO strings. */
export const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());
