import { isValueComparator, type ValueComparator } from './value-comparator';

const DECIMAL = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?$/u;

/**
 * A number as labs write it: '5.2', a decimal comma '5,2', an exponent '1.2E3'. Null for anything else,
 * including thousands separators ('1,234.5'), which no lab sends in a value and which would be misread.
 */
export function parseLabNumber(text: string): number | null {
  const compact = text.trim();
  if (!DECIMAL.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A number the lab may have bounded: '<5', '>= 100', '≤0,5'. Null when the text is not one. */
export function parseBoundedNumber(text: string): { value: number; comparator?: ValueComparator } | null {
  const match = /^(<=|>=|≤|≥|<|>)?\s*(.*)$/su.exec(text.trim());
  const value = parseLabNumber(match?.[2] ?? '');
  if (value === null) return null;
  const sign = match?.[1];
  if (sign === undefined) return { value };
  const comparator = sign === '≤' ? '<=' : sign === '≥' ? '>=' : sign;
  return isValueComparator(comparator) ? { value, comparator } : null;
}
