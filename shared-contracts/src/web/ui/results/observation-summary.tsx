import type { ResultObservation } from '@labshop/shared-contracts/core';
import { FlagBadge } from './flag-badge';
import { historySeries } from './history-series';
import { Sparkline } from './sparkline';
import styles from './result-visuals.module.css';

/** The numbers of a value's history in the unit it was measured in now (others converted where they can be). */
export function trendValues(observation: ResultObservation): number[] {
  const { value } = observation;
  if (value.kind !== 'quantity') return [];
  const [series] = historySeries(observation.history, { loinc: observation.loinc, unit: value.unit });
  return (series?.points ?? []).flatMap((point) => (point.value.kind === 'quantity' ? [point.value.value] : []));
}

/**
 * One value of a result in a line, for a list of results: its name, the value, its flag in words and shape and,
 * when the marker was measured before, its trend as a small line with the trend in words.
 */
export function ObservationSummary({ observation }: { observation: ResultObservation }) {
  return (
    <div className={styles.summary}>
      <span className={styles.summaryName}>{observation.name}</span>
      <span className={styles.summaryValue}>{observation.displayValue}</span>
      <FlagBadge flag={observation.flag} />
      <Sparkline values={trendValues(observation)} />
    </div>
  );
}
