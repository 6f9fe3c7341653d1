import { findAnalyte } from './dictionary';
import { convertValue } from './dictionary/unit-conversion';
import { sameUnit } from './dictionary/units';

/** How many values a trend in a list of results draws at most: the latest ones, ending at the value it is for. */
export const TREND_POINTS = 10;

/** One earlier value of a marker, oldest first: a number with its unit, or null for an answer in words. */
export interface TrendSource {
  value: number | null;
  unit: string | null;
}

/** Converted values are kept to three significant figures: as many as the units' factors are known to. */
const rounded = (value: number) => Number(value.toPrecision(3));

/**
 * The numbers a small trend line draws for a value measured now in `reading.unit`: the marker's history up to and
 * including that value (oldest first), in that unit (values in a unit that converts for this analyte converted,
 * those that do not and answers in words left out, as a chart of them would), the last `limit` of them. A value
 * in words has no trend.
 */
export function trendNumbers(
  history: readonly TrendSource[],
  reading: { loinc: string | null; unit: string | null; isNumber: boolean },
  limit: number = TREND_POINTS,
): number[] {
  if (!reading.isNumber) return [];
  const analyte = findAnalyte(reading.loinc);
  const numbers = history.flatMap(({ value, unit }) => {
    if (value === null) return [];
    const converted = convertValue(value, unit, reading.unit, analyte);
    if (converted === null) return [];
    return [sameUnit(unit, reading.unit) ? value : rounded(converted)];
  });
  return numbers.slice(-limit);
}
