import type { ResultObservation } from '@labshop/shared-contracts/core';
import { FlagBadge } from './flag-badge';
import { historySeries } from './history-series';
import { Sparkline } from './sparkline';
import styles from './result-visuals.module.css';

/**
 * The numbers of a value's history in the unit it was measured in now (others converted where they can be), up to
 * and including the result it belongs to: a line of an older result shows how the marker came to that value, not
 * what followed it.
 */
export function trendValues(observation: ResultObservation, resultId?: string): number[] {
  const { value } = observation;
  if (value.kind !== 'quantity') return [];
  const own = resultId === undefined ? -1 : observation.history.findIndex((point) => point.resultId === resultId);
  const history = own === -1 ? observation.history : observation.history.slice(0, own + 1);
  const [series] = historySeries(history, { loinc: observation.loinc, unit: value.unit });
  return (series?.points ?? []).flatMap((point) => (point.value.kind === 'quantity' ? [point.value.value] : []));
}

/**
 * One value of a result in a line, for a list of results: its name, the value, its flag in words and shape and,
 * when the marker was measured before, its trend as a small line with the trend in words. `resultId` is the result
 * the value belongs to, where the trend ends.
 */
export function ObservationSummary({ observation, resultId }: { observation: ResultObservation; resultId?: string }) {
  return (
    <div className={styles.summary}>
      <span className={styles.summaryName}>{observation.name}</span>
      <span className={styles.summaryReading}>
        <span className={styles.summaryValue}>{observation.displayValue}</span>
        <FlagBadge flag={observation.flag} />
      </span>
      <Sparkline values={trendValues(observation, resultId)} />
    </div>
  );
}
