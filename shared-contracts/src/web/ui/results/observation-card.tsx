import { useEffect, useRef } from 'react';
import { knowledgePathOf, type ResultObservation } from '@labshop/shared-contracts/core';
import { FlagBadge } from './flag-badge';
import { HistoryCharts, type DateFormat } from './history-chart';
import { LabJudgement } from './lab-judgement';
import { MarkerExplanation } from './marker-explanation';
import { RangeBar } from './range-bar';
import styles from './result-visuals.module.css';

/** A range bar needs a number and at least one numeric end of its range. */
function barOf(observation: ResultObservation) {
  const { value, range } = observation;
  if (value.kind !== 'quantity' || range === null || (range.low === null && range.high === null)) return null;
  return (
    <RangeBar
      name={observation.name}
      value={value.value}
      unit={observation.unitText}
      range={{ low: range.low, high: range.high }}
      rangeText={range.text}
      flag={observation.flag}
    />
  );
}

interface ObservationCardProps {
  observation: ResultObservation;
  /** How the history's dates are written, to match the page around the card. */
  formatDate?: DateFormat;
  /** The card's heading takes the focus when drawn: it is the first of the values just added below. */
  focused?: boolean;
}

/** Whether the lab's own name says something the name patients read does not. */
const labNameDiffers = (observation: ResultObservation) =>
  observation.nameFromLab.trim() !== '' &&
  observation.nameFromLab.trim().toLowerCase() !== observation.name.trim().toLowerCase();

/**
 * One value of a result: the name patients know, with the lab's own name as a detail; the value with its unit
 * as people write it, its flag in words and what the lab itself judged; its range as text and as a bar; the
 * lab's notes; what the marker means; and its history, one chart per unit.
 */
export function ObservationCard({ observation, formatDate, focused = false }: ObservationCardProps) {
  const { range, value } = observation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <li className={styles.observation}>
      <h3 ref={heading} tabIndex={focused ? -1 : undefined}>
        {observation.name}
      </h3>
      {labNameDiffers(observation) ? (
        <p className={styles.muted}>{`Laboratory’s name: ${observation.nameFromLab}`}</p>
      ) : null}
      <p className={styles.valueLine}>
        <span className={styles.value}>{observation.displayValue}</span>
        <FlagBadge flag={observation.flag} />
      </p>
      <LabJudgement observation={observation} />
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
      {observation.explanation === null ? null : (
        <MarkerExplanation
          name={observation.name}
          explanation={observation.explanation}
          flag={observation.flag}
          knowledgePath={knowledgePathOf(observation.loinc)}
        />
      )}
      <HistoryCharts
        name={observation.name}
        history={observation.history}
        reading={{ loinc: observation.loinc, unit: value.kind === 'quantity' ? value.unit : '' }}
        formatDate={formatDate}
      />
    </li>
  );
}

/** Every value of one result, one card each, as patients and the doctors they share with both read them. */
export function ObservationList({
  observations,
  formatDate,
  focusAt,
}: {
  observations: readonly ResultObservation[];
  formatDate?: DateFormat;
  /** The place of the value whose heading takes the focus (the first of a page just added); none by default. */
  focusAt?: number;
}) {
  return (
    <ul className={styles.observations} aria-label="Values of this result">
      {observations.map((observation, index) => (
        <ObservationCard
          key={observation.id}
          observation={observation}
          formatDate={formatDate}
          focused={index === focusAt}
        />
      ))}
    </ul>
  );
}
