/**
 * One end of a range. `inclusive` says whether a value exactly at the end still lies inside: labs print
 * '3.5-5.0' (both ends inside), '<5.2' (5.2 outside) and '>=40' (40 inside), and the flag at the boundary
 * depends on which one they meant.
 */
export interface Bound {
  value: number;
  inclusive: boolean;
}

/** Values between two bounds; a missing end is open ('<5.2' has no lower end). */
export interface Interval {
  low?: Bound;
  high?: Bound;
}

export const inclusiveBound = (value: number): Bound => ({ value, inclusive: true });
export const exclusiveBound = (value: number): Bound => ({ value, inclusive: false });

export function isAboveLow(value: number, low: Bound | undefined): boolean {
  if (low === undefined) return true;
  return value > low.value || (low.inclusive && value === low.value);
}

export function isBelowHigh(value: number, high: Bound | undefined): boolean {
  if (high === undefined) return true;
  return value < high.value || (high.inclusive && value === high.value);
}

/** Where a value lies against an interval: below its low end, inside, or above its high end. */
export function placeInInterval(value: number, interval: Interval): 'below' | 'inside' | 'above' {
  if (!isAboveLow(value, interval.low)) return 'below';
  if (!isBelowHigh(value, interval.high)) return 'above';
  return 'inside';
}

/**
 * Whether an interval cannot be true: its low end lies above its high end ('5.1-3.5'), as when a lab's system
 * swaps the two. No value is judged against such an interval, and none is shown.
 */
export function isInvertedInterval(interval: Interval | undefined): boolean {
  const { low, high } = interval ?? {};
  return low !== undefined && high !== undefined && low.value > high.value;
}
