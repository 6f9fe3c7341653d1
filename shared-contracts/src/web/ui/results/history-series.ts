import type { HistoryPoint, ResultRange } from '@labshop/shared-contracts/core';
import { convertValue, findAnalyte, readableUnit, sameUnit } from '@labshop/shared-contracts/core';
import { formatInterval } from '@labshop/shared-contracts/core';

/** A point of a chart: a value in the series' unit and, when it was converted, the value as measured. */
export type ChartPoint = HistoryPoint & { measuredAs?: string };

/** Values of one biomarker that share a unit, and so one scale. */
export interface HistorySeries {
  /** The UCUM unit every number of the series is in, and how people write it. */
  unit: string;
  unitText: string;
  points: ChartPoint[];
}

/** Converted values are shown to three significant figures: as many as the units' factors are known to. */
const rounded = (value: number) => Number(value.toPrecision(3));

/**
 * One biomarker's history cut into series a chart can draw on one scale. Values in the unit of the value being
 * read, or in a unit convertible to it for this analyte ('mg/dL' and 'mmol/L' of glucose), make the first
 * series, converted with their ranges; values in a unit that cannot be converted make a series of their own
 * (Lp(a) in 'mg/dL' and 'nmol/L'), so a chart never mixes units. Answers in words stay with the first series.
 */
export function historySeries(
  history: readonly HistoryPoint[],
  reading: { loinc: string | null; unit: string },
): HistorySeries[] {
  const analyte = findAnalyte(reading.loinc);
  const series: HistorySeries[] = [{ unit: reading.unit, unitText: readableUnit(reading.unit), points: [] }];
  for (const point of history) {
    const { value } = point;
    if (value.kind === 'text') {
      series[0]?.points.push(point);
      continue;
    }
    const fitting = series.find((each) => convertValue(value.value, value.unit, each.unit, analyte) !== null);
    if (fitting === undefined) {
      series.push({ unit: value.unit, unitText: readableUnit(value.unit), points: [point] });
      continue;
    }
    fitting.points.push(sameUnit(value.unit, fitting.unit) ? point : converted(point, fitting, analyte));
  }
  return series.filter((each) => each.points.length > 0);
}

function converted(point: HistoryPoint, into: HistorySeries, analyte: ReturnType<typeof findAnalyte>): ChartPoint {
  const { value } = point;
  if (value.kind === 'text') return point;
  const convert = (number: number | null) => {
    if (number === null) return null;
    const result = convertValue(number, value.unit, into.unit, analyte);
    return result === null ? null : rounded(result);
  };
  const unitText = readableUnit(value.unit);
  return {
    ...point,
    value: { kind: 'quantity', value: convert(value.value) ?? value.value, unit: into.unit },
    range: point.range === null ? null : convertedRange(point.range, convert, into.unitText),
    measuredAs: unitText === '' ? `${value.value}` : `${value.value} ${unitText}`,
  };
}

function convertedRange(
  range: ResultRange,
  convert: (number: number | null) => number | null,
  unitText: string,
): ResultRange {
  const low = convert(range.low);
  const high = convert(range.high);
  const interval = {
    ...(low === null ? {} : { low: { value: low, inclusive: range.lowInclusive } }),
    ...(high === null ? {} : { high: { value: high, inclusive: range.highInclusive } }),
  };
  return {
    ...range,
    low,
    high,
    criticalLow: convert(range.criticalLow),
    criticalHigh: convert(range.criticalHigh),
    text: low === null && high === null ? range.text : formatInterval(interval, unitText),
    labText: null,
  };
}
