import { codesOfSameAnalyte, patientFacingName, TREND_POINTS, trendNumbers } from '@labshop/shared-contracts/core';
import type { ResultValueSummary } from '@labshop/shared-contracts/core/api/results';
import { displayValue, valueOf, type StoredValue } from './result-shapes';

/** One stored value of a result, with the result's person and date, as the list of results reads it. */
export interface StoredListValue extends StoredValue {
  id: string;
  resultId: string;
  position: number;
  orderPatientId: string;
  collectedAt: Date | null;
  receivedAt: Date;
  loinc: string | null;
  name: string;
  flag: ResultValueSummary['flag'];
}

/** The key one analyte's history is kept under: the first code of its dictionary entry, or the code itself. */
const analyteKey = (loinc: string) => codesOfSameAnalyte(loinc)[0] ?? loinc;

/** A value's place in its person's history: by the date of its sample (else of the report), then by result. */
const dateOf = (row: StoredListValue) => (row.collectedAt ?? row.receivedAt).toISOString();

/**
 * How many earlier values a trend looks back over: enough for the `TREND_POINTS` it draws when some of them are in
 * a unit it cannot convert, and few enough that a person with thousands of values costs no more per value.
 */
const TREND_LOOK_BACK = TREND_POINTS * 3;

/**
 * The values of each result as a line of the list shows them, in the lab's order, keyed by result id. A value's
 * trend is drawn from the same person's values of the same analyte (`personOf` tells whose an order patient is,
 * as the orders recognise one person) in results up to this one, and ends at this value.
 */
export function valueSummariesByResult(
  rows: readonly StoredListValue[],
  personOf: (orderPatientId: string) => string | undefined,
): Map<string, ResultValueSummary[]> {
  // Each row's date read once: sorting thousands of values would otherwise format each date many times.
  const dates = new Map(rows.map((row) => [row, dateOf(row)]));
  const byDate = (a: StoredListValue, b: StoredListValue) =>
    (dates.get(a) ?? '').localeCompare(dates.get(b) ?? '') ||
    a.resultId.localeCompare(b.resultId) ||
    a.position - b.position;
  const histories = new Map<string, StoredListValue[]>();
  const placeInHistory = new Map<StoredListValue, number>();
  const historyKey = (row: StoredListValue) => {
    const person = personOf(row.orderPatientId);
    return row.loinc === null || person === undefined ? null : `${person}\n${analyteKey(row.loinc)}`;
  };
  for (const row of [...rows].sort(byDate)) {
    const key = historyKey(row);
    if (key === null) continue;
    const history = histories.get(key) ?? [];
    placeInHistory.set(row, history.length);
    history.push(row);
    histories.set(key, history);
  }

  const byResult = new Map<string, ResultValueSummary[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const key = historyKey(row);
    const history = key === null ? [] : (histories.get(key) ?? []);
    const earlier = earlierInOtherResults(history, placeInHistory.get(row) ?? 0, row.resultId);
    const value = valueOf(row);
    const summary: ResultValueSummary = {
      id: row.id,
      loinc: row.loinc,
      name: patientFacingName(row.loinc, row.name),
      value,
      displayValue: displayValue(value),
      flag: row.flag,
      trend: trendNumbers(
        [...earlier, row].map((point) => ({ value: point.valueNumber, unit: point.unit })),
        { loinc: row.loinc, unit: row.unit, isNumber: value.kind === 'quantity' },
      ),
    };
    const values = byResult.get(row.resultId) ?? [];
    values.push(summary);
    byResult.set(row.resultId, values);
  }
  return byResult;
}

/** The values before `place` in a sorted history that belong to other results, the nearest `TREND_LOOK_BACK`. */
function earlierInOtherResults(history: readonly StoredListValue[], place: number, resultId: string) {
  const earlier: StoredListValue[] = [];
  for (let index = place - 1; index >= 0 && earlier.length < TREND_LOOK_BACK; index -= 1) {
    const point = history[index];
    if (point !== undefined && point.resultId !== resultId) earlier.push(point);
  }
  return earlier.reverse();
}
