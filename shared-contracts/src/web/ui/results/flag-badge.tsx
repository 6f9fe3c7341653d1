import { flagWords, type InterpretationFlag } from '@labshop/shared-contracts/core';
import styles from './result-visuals.module.css';

/**
 * A shape per kind of flag, so the flag reads without colour too: a circle for normal, arrows down and up
 * for low and high (doubled when critical), a diamond for an abnormal answer, a dash when nothing was judged.
 */
const FLAG_SHAPES: Record<InterpretationFlag | 'none', string> = {
  N: '●',
  L: '▼',
  H: '▲',
  LL: '▼▼',
  HH: '▲▲',
  A: '◆',
  none: '–',
};

const FLAG_TONES: Record<InterpretationFlag | 'none', string> = {
  N: 'normal',
  L: 'outOfRange',
  H: 'outOfRange',
  LL: 'critical',
  HH: 'critical',
  A: 'outOfRange',
  none: 'neutral',
};

/** The flag of a value: its words, a shape and a colour, the shape hidden from screen readers that read the words. */
export function FlagBadge({ flag }: { flag: InterpretationFlag | null }) {
  const key = flag ?? 'none';
  const tone = styles[FLAG_TONES[key]] ?? '';
  return (
    <span className={`${styles.flag} ${tone}`}>
      <span aria-hidden="true" className={styles.flagShape}>
        {FLAG_SHAPES[key]}
      </span>{' '}
      {flagWords(flag)}
    </span>
  );
}
