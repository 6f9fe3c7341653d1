import { RESULTS_PATHS, ResultDetail, type ResultObservation } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { ObservationSummary } from '@labshop/shared-contracts/web/ui';
import styles from './results.module.css';

/** How many values a line of the list shows; the result's page shows every one. */
const SHOWN = 4;

/** Out-of-range values first (the most urgent first), then the rest in the lab's order. */
const URGENCY: Record<string, number> = { LL: 0, HH: 0, L: 1, H: 1, A: 1 };
const byUrgency = (a: ResultObservation, b: ResultObservation) =>
  (URGENCY[a.flag ?? ''] ?? 2) - (URGENCY[b.flag ?? ''] ?? 2);

/**
 * The values of a result in the list of results, each with its flag and trend, those out of range first. While the
 * result is read, or if it cannot be, the line keeps its summary in words and shows nothing more.
 */
export function ResultMarkers({ resultId, testName }: { resultId: string; testName: string }) {
  const query = useApiQuery(RESULTS_PATHS.result(resultId), { answer: ResultDetail });
  if (query.status !== 'success' || query.data.observations.length === 0) return null;
  const observations = [...query.data.observations].sort(byUrgency);
  const hidden = observations.length - SHOWN;
  return (
    <div className={styles.markers} role="group" aria-label={`Values of ${testName}`}>
      {observations.slice(0, SHOWN).map((observation) => (
        <ObservationSummary key={observation.id} observation={observation} resultId={resultId} />
      ))}
      {hidden > 0 ? (
        <span className={styles.muted}>{hidden === 1 ? 'and 1 more value' : `and ${hidden} more values`}</span>
      ) : null}
    </div>
  );
}
