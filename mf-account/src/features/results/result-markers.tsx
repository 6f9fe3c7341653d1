import { RESULTS_LIST_VALUES_SHOWN, type ResultValueSummary } from '@labshop/shared-contracts/core';
import { ObservationSummary } from '@labshop/shared-contracts/web/ui';
import styles from './results.module.css';

/** Out-of-range values first (the most urgent first), then the rest in the lab's order. */
const URGENCY: Record<string, number> = { LL: 0, HH: 0, L: 1, H: 1, A: 1 };
const byUrgency = (a: ResultValueSummary, b: ResultValueSummary) =>
  (URGENCY[a.flag ?? ''] ?? 2) - (URGENCY[b.flag ?? ''] ?? 2);

/**
 * The values of a result in the list of results, each with its flag and trend, those out of range first, and how
 * many more the result's page shows (`valueCount` is every value; the list carries only those it shows). They come
 * with the list itself; a result without values keeps its summary in words and shows nothing more.
 */
export function ResultMarkers({
  values,
  valueCount,
  testName,
}: {
  values: readonly ResultValueSummary[];
  valueCount: number;
  testName: string;
}) {
  if (values.length === 0) return null;
  const sorted = [...values].sort(byUrgency).slice(0, RESULTS_LIST_VALUES_SHOWN);
  const hidden = Math.max(valueCount, values.length) - sorted.length;
  return (
    <div className={styles.markers} role="group" aria-label={`Values of ${testName}`}>
      {sorted.map((value) => (
        <ObservationSummary key={value.id} summary={value} />
      ))}
      {hidden > 0 ? (
        <span className={styles.muted}>
          {hidden === 1 ? 'and 1 more value' : `and ${hidden.toLocaleString('en-GB')} more values`}
        </span>
      ) : null}
    </div>
  );
}
