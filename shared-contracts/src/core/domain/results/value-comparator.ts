import { isAboveLow, isBelowHigh, type Interval } from './interval';

/** How a number the lab could only bound relates to the true value: '<5' means the value lies below 5. */
export const VALUE_COMPARATORS = ['<', '<=', '>', '>='] as const;
export type ValueComparator = (typeof VALUE_COMPARATORS)[number];

export const isValueComparator = (text: string): text is ValueComparator =>
  (VALUE_COMPARATORS as readonly string[]).includes(text);

/** The comparator as people read it beside a number: '< 5', '≤ 5', '> 100', '≥ 100'. */
export const COMPARATOR_SIGNS: Record<ValueComparator, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

/**
 * Where every number a bounded value stands for lies against an interval: all below it, all inside it, all above
 * it, or null when some lie inside and some outside, so nothing can be said.
 */
export function placeOfBoundedValue(
  value: number,
  comparator: ValueComparator,
  interval: Interval,
): 'below' | 'inside' | 'above' | null {
  const strict = comparator === '<' || comparator === '>';
  if (comparator === '<' || comparator === '<=') {
    const { low, high } = interval;
    // Every x < value (or ≤ value) is below the low end when value does not reach past it.
    if (low !== undefined && (value < low.value || (value === low.value && (strict || !low.inclusive)))) {
      return 'below';
    }
    const reachesHigh = high === undefined || (strict ? value <= high.value : isBelowHigh(value, high));
    return low === undefined && reachesHigh ? 'inside' : null;
  }
  const { low, high } = interval;
  if (high !== undefined && (value > high.value || (value === high.value && (strict || !high.inclusive)))) {
    return 'above';
  }
  const reachesLow = low === undefined || (strict ? value >= low.value : isAboveLow(value, low));
  return high === undefined && reachesLow ? 'inside' : null;
}
