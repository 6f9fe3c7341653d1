import {
  COMPARATOR_SIGNS,
  flagWords,
  labFlagAsInterpretation,
  type ResultObservation,
} from '@labshop/shared-contracts/core';
import styles from './result-visuals.module.css';

const COMPARATOR_WORDS = { '<': 'less than', '<=': 'at most', '>': 'more than', '>=': 'at least' } as const;

/**
 * What the lab itself said of a value, beside the shop's reading: a number it could only bound ('less than 5'),
 * its own flag when it says something the badge does not, and, when the lab's flag and the shop's reading of the
 * range disagree, that the badge shows the lab's and someone will check it.
 */
export function LabJudgement({ observation }: { observation: ResultObservation }) {
  const { value, labFlag } = observation;
  const lines: string[] = [];
  if (value.kind === 'quantity' && value.comparator !== undefined) {
    const unit = observation.unitText === '' ? '' : ` ${observation.unitText}`;
    lines.push(
      `The laboratory could not give an exact number: the value is ${COMPARATOR_WORDS[value.comparator]} ` +
        `${value.value}${unit} (${COMPARATOR_SIGNS[value.comparator]} ${value.value}).`,
    );
  }
  const labWords = labFlag === null ? null : labFlagAsInterpretation(labFlag);
  if (labFlag !== null && labWords !== observation.flag) {
    const said = labWords === null ? labFlag : `${flagWords(labWords)} (${labFlag})`;
    lines.push(`The laboratory’s flag: ${said}.`);
  }
  if (observation.markedForReview) {
    lines.push(
      'The laboratory’s flag differs from our reading of its range. We show the laboratory’s judgement and ' +
        'our team will check it.',
    );
  }
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <p key={line} className={styles.muted}>
          {line}
        </p>
      ))}
    </>
  );
}
