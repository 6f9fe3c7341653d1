import { Link } from 'react-router-dom';
import type { ResultsEntry } from '@labshop/shared-contracts/core';
import { formatDate } from './format-date';
import { ResultMarkers } from './result-markers';
import { StatusLabel } from './status-label';
import styles from './results.module.css';

function outOfRangeWords(entry: ResultsEntry): string | null {
  if (entry.status === 'awaiting_sample' || entry.resultId === null) return null;
  if (entry.critical) return `Urgent: ${entry.outOfRange} out of range, at least one far out of range`;
  if (entry.outOfRange === 0) return 'All values within range';
  return entry.outOfRange === 1 ? '1 value out of range' : `${entry.outOfRange} values out of range`;
}

/**
 * One ordered test: its name, date and status in words, and a link to the result once the lab has reported; with
 * `showValues`, the result's values too, each with its flag and trend.
 */
export function ResultsEntryItem({
  entry,
  patientName,
  showValues = false,
}: {
  entry: ResultsEntry;
  patientName?: string;
  showValues?: boolean;
}) {
  const summary = outOfRangeWords(entry);
  return (
    <li className={styles.entry}>
      <span className={styles.entryMain}>
        {entry.resultId === null ? (
          <strong>{entry.testName}</strong>
        ) : (
          <Link to={`/account/results/${entry.resultId}`}>
            <strong>{entry.testName}</strong>
          </Link>
        )}
        <span className={styles.muted}>
          {patientName ? `${patientName} · ` : ''}
          {formatDate(entry.date)} · Order {entry.orderNumber}
        </span>
        {summary ? <span className={entry.critical ? styles.critical : undefined}>{summary}</span> : null}
        {entry.resultId !== null && showValues ? (
          <ResultMarkers values={entry.values} valueCount={entry.valueCount} testName={entry.testName} />
        ) : null}
      </span>
      <StatusLabel status={entry.status} />
    </li>
  );
}

/** Newest first, whatever order the entries came in. */
export function newestFirst<T extends { date: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
