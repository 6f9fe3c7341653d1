import type { ResultValueSummary } from '@labshop/shared-contracts/core';
import { FlagBadge } from './flag-badge';
import { Sparkline } from './sparkline';
import styles from './result-visuals.module.css';

/**
 * One value of a result in a line, for a list of results: its name, the value, its flag in words and shape and,
 * when the marker was measured before, its trend (up to this value) as a small line with the trend in words.
 */
export function ObservationSummary({ summary }: { summary: ResultValueSummary }) {
  return (
    <div className={styles.summary}>
      <span className={styles.summaryName}>{summary.name}</span>
      <span className={styles.summaryReading}>
        <span className={styles.summaryValue}>{summary.displayValue}</span>
        <FlagBadge flag={summary.flag} />
      </span>
      <Sparkline values={summary.trend} />
    </div>
  );
}
