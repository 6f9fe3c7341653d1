import type { ResultObservation } from '@labshop/shared-contracts';
import { FlagBadge } from './flag-badge';
import { HistoryChart, hasHistory } from './history-chart';
import { RangeBar } from './range-bar';
import styles from './results.module.css';

/** A range bar needs a number and at least one numeric end of its range. */
function barOf(observation: ResultObservation) {
  const { value, range } = observation;
  if (value.kind !== 'quantity' || range === null || (range.low === null && range.high === null)) return null;
  return (
    <RangeBar
      name={observation.name}
      value={value.value}
      unit={value.unit}
      range={{ low: range.low, high: range.high }}
      rangeText={range.text}
      flag={observation.flag}
    />
  );
}

/** One value of a result: the value with its unit, its flag in words, its range as text and as a bar, its history. */
export function ObservationCard({ observation }: { observation: ResultObservation }) {
  const { range } = observation;
  return (
    <li className={styles.observation}>
      <h3>{observation.name}</h3>
      <p className={styles.valueLine}>
        <span className={styles.value}>{observation.displayValue}</span>
        <FlagBadge flag={observation.flag} />
      </p>
      <p className={styles.muted}>
        Normal range: {range ? range.text : 'none given'}
        {range?.labText && range.labText !== range.text ? ` (the lab printed: ${range.labText})` : ''}
      </p>
      {barOf(observation)}
      {observation.notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      {hasHistory(observation.history) ? <HistoryChart name={observation.name} history={observation.history} /> : null}
    </li>
  );
}
