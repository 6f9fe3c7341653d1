/** The ends of a normal range as numbers; a one-sided range ('< 5.2') has only one. */
export interface NumericRange {
  low: number | null;
  high: number | null;
}

export interface RangeScale {
  min: number;
  max: number;
  /** Where a number lies along the scale, from 0 (min) to 1 (max), clamped. */
  position: (value: number) => number;
}

/**
 * The stretch of numbers a range bar or chart shows: the range with room on both sides (half its width, or half
 * the one end for a one-sided range), widened to take in every value so each marker lands on the bar.
 */
export function rangeScale(range: NumericRange, values: readonly number[]): RangeScale {
  const { low, high } = range;
  const ends = [low, high, ...values].filter((end): end is number => end !== null && Number.isFinite(end));
  let min = Math.min(...ends);
  let max = Math.max(...ends);
  if (low !== null && high !== null) {
    const margin = (high - low) / 2 || Math.abs(high) / 2 || 1;
    min = Math.min(min, low - margin);
    max = Math.max(max, high + margin);
  } else if (high !== null) {
    min = Math.min(min, high >= 0 ? 0 : high * 2);
    max = Math.max(max, high + (Math.abs(high) / 2 || 1));
  } else if (low !== null) {
    min = Math.min(min, low - (Math.abs(low) / 2 || 1));
    max = Math.max(max, low * 2 || 1);
  }
  if (ends.length === 0) {
    min = 0;
    max = 1;
  }
  if (min === max) {
    min -= 1;
    max += 1;
  }
  // A lab range never starts below zero for a quantity that cannot be negative; keep the bar honest.
  if (min < 0 && ends.every((end) => end >= 0)) min = 0;
  const span = max - min;
  return { min, max, position: (value) => Math.min(1, Math.max(0, (value - min) / span)) };
}
