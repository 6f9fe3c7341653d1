/** The least share of the values' size a sparkline's height stands for, so 88 then 92 does not fill it. */
const MIN_SPAN_SHARE = 0.2;

/** A point of a sparkline, in the drawing's own units. */
export interface SparklinePoint {
  x: number;
  y: number;
}

/**
 * Where each value sits in a box of this size, oldest at the left: evenly spaced across, the smallest value at the
 * bottom and the largest at the top (a change smaller than a fifth of the values drawn within the middle),
 * `inset` kept free on every side so the line's ends are not cut. Equal values make a level line across the
 * middle. Fewer than two values make no line, so no points.
 */
export function sparklinePoints(
  values: readonly number[],
  { width, height, inset }: { width: number; height: number; inset: number },
): SparklinePoint[] {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length < 2) return [];
  const smallest = Math.min(...finite);
  const largest = Math.max(...finite);
  // A small change is drawn small: the scale spans at least a share of the values' size, centred on them.
  const span = Math.max(largest - smallest, Math.max(Math.abs(smallest), Math.abs(largest)) * MIN_SPAN_SHARE);
  const high = (largest + smallest + span) / 2;
  const across = (width - 2 * inset) / (finite.length - 1);
  const tall = height - 2 * inset;
  return finite.map((value, index) => ({
    x: inset + index * across,
    y: largest === smallest ? height / 2 : inset + ((high - value) / span) * tall,
  }));
}

/** A change smaller than this share of the values' size reads as steady rather than as a rise or a fall. */
const STEADY_SHARE = 0.05;

/** The trend of a few values in words, for those who do not see the line: 'Trend: rising over 4 results'. */
export function trendWords(values: readonly number[]): string | null {
  const finite = values.filter((value) => Number.isFinite(value));
  const first = finite[0];
  const last = finite.at(-1);
  if (finite.length < 2 || first === undefined || last === undefined) return null;
  const scale = Math.max(Math.abs(first), Math.abs(last));
  const change = last - first;
  const direction = Math.abs(change) <= scale * STEADY_SHARE ? 'steady' : change > 0 ? 'rising' : 'falling';
  return `Trend: ${direction} over ${finite.length} results`;
}
