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
 * The values each result's line of the list shows (`shown`, in the order shown), keyed by result id, each with its
 * trend: drawn from `points`, the same person's values of the same analyte (`personOf` tells whose an order patient
 * is, as the orders recognise one person), one per result, in results up to this one, ending at this value.
 */
export function valueSummariesByResult(
  shown: readonly StoredListValue[],
  points: readonly StoredListValue[],
  personOf: (orderPatientId: string) => string | undefined,
): Map<string, ResultValueSummary[]> {
  const historyKey = (row: StoredListValue) => {
    const person = personOf(row.orderPatientId);
    return row.loinc === null || person === undefined ? null : `${person}\n${analyteKey(row.loinc)}`;
  };
  const histories = historiesOf(points, historyKey);

  const byResult = new Map<string, ResultValueSummary[]>();
  for (const row of shown) {
    const key = historyKey(row);
    const earlier = earlierInOtherResults(key === null ? [] : (histories.get(key) ?? []), row);
    const value = valueOf(row);
    const summary: ResultValueSummary = {
      id: row.id,
      loinc: row.loinc,
      name: patientFacingName(row.loinc, row.name),
      value,
      displayValue: displayValue(value),
      flag: row.flag,
      trend: trendNumbers(
        [...earlier.map((point) => point.row), row].map((point) => ({ value: point.valueNumber, unit: point.unit })),
        { loinc: row.loinc, unit: row.unit, isNumber: value.kind === 'quantity' },
      ),
    };
    const values = byResult.get(row.resultId) ?? [];
    values.push(summary);
    byResult.set(row.resultId, values);
  }
  return byResult;
}

/** A point of a history with its date read once: sorting many points would otherwise format each date many times. */
interface DatedPoint {
  row: StoredListValue;
  date: string;
}

/**
 * Each analyte's history per person, oldest first: one point per result (its first in the lab's order), as an
 * analyte's codes in mass and in moles make one history.
 */
function historiesOf(points: readonly StoredListValue[], historyKey: (row: StoredListValue) => string | null) {
  const dated = points
    .map((row) => ({ row, date: dateOf(row) }))
    .sort((a, b) => compareDated(a, b) || a.row.position - b.row.position);
  const histories = new Map<string, DatedPoint[]>();
  const charted = new Set<string>();
  for (const point of dated) {
    const key = historyKey(point.row);
    if (key === null || charted.has(`${key}\n${point.row.resultId}`)) continue;
    charted.add(`${key}\n${point.row.resultId}`);
    const history = histories.get(key) ?? [];
    history.push(point);
    histories.set(key, history);
  }
  return histories;
}

/** Which comes first in a history: the earlier sample (else report), then the result id, as the page orders them. */
const compareDated = (a: DatedPoint, b: DatedPoint) =>
  a.date.localeCompare(b.date) || a.row.resultId.localeCompare(b.row.resultId);

/** The points of a history before `row`'s result that belong to other results, the nearest `TREND_LOOK_BACK`. */
function earlierInOtherResults(history: readonly DatedPoint[], row: StoredListValue): DatedPoint[] {
  const at = { row, date: dateOf(row) };
  const earlier = history.filter((point) => point.row.resultId !== row.resultId && compareDated(point, at) < 0);
  return earlier.slice(-TREND_LOOK_BACK);
}
