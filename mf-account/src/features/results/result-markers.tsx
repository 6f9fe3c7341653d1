import type { ResultValueSummary } from '@labshop/shared-contracts/core';
import { ObservationSummary } from '@labshop/shared-contracts/web/ui';
import styles from './results.module.css';

/** How many values a line of the list shows; the result's page shows every one. */
const SHOWN = 4;

/** Out-of-range values first (the most urgent first), then the rest in the lab's order. */
const URGENCY: Record<string, number> = { LL: 0, HH: 0, L: 1, H: 1, A: 1 };
const byUrgency = (a: ResultValueSummary, b: ResultValueSummary) =>
  (URGENCY[a.flag ?? ''] ?? 2) - (URGENCY[b.flag ?? ''] ?? 2);

/**
 * The values of a result in the list of results, each with its flag and trend, those out of range first. They come
 * with the list itself; a result without values keeps its summary in words and shows nothing more.
 */
export function ResultMarkers({ values, testName }: { values: readonly ResultValueSummary[]; testName: string }) {
  if (values.length === 0) return null;
  const sorted = [...values].sort(byUrgency);
  const hidden = sorted.length - SHOWN;
  return (
    <div className={styles.markers} role="group" aria-label={`Values of ${testName}`}>
      {sorted.slice(0, SHOWN).map((value) => (
        <ObservationSummary key={value.id} summary={value} />
      ))}
      {hidden > 0 ? (
        <span className={styles.muted}>{hidden === 1 ? 'and 1 more value' : `and ${hidden} more values`}</span>
      ) : null}
    </div>
  );
}
