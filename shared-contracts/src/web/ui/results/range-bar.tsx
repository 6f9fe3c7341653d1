import { flagWords, type InterpretationFlag } from '@labshop/shared-contracts/core';
import { rangeScale, type NumericRange } from './range-scale';
import styles from './result-visuals.module.css';

const WIDTH = 300;
const BAR_Y = 14;
const BAR_HEIGHT = 12;

export interface RangeBarProps {
  name: string;
  value: number;
  unit: string;
  range: NumericRange;
  /** The range as people read it ('3.5–5.1 mmol/L'). */
  rangeText: string;
  flag: InterpretationFlag | null;
}

/** What the bar shows, in words: the same facts for those who cannot see it. */
export function rangeBarDescription({ name, value, unit, rangeText, flag }: RangeBarProps): string {
  const withUnit = unit === '' ? `${value}` : `${value} ${unit}`;
  return `${name}: ${withUnit}, normal range ${rangeText}, ${flagWords(flag)}`;
}

/**
 * A value against its normal range: the range as the middle band of a bar, the stretches outside it hatched,
 * and the value as a marker. An image with its description, since a bar alone says nothing to a screen reader.
 */
export function RangeBar(props: RangeBarProps) {
  const { value, range } = props;
  const scale = rangeScale(range, [value]);
  const x = (number: number) => scale.position(number) * WIDTH;
  const lowX = range.low === null ? 0 : x(range.low);
  const highX = range.high === null ? WIDTH : x(range.high);
  const valueX = x(value);
  return (
    <svg className={styles.rangeBar} viewBox={`0 0 ${WIDTH} 44`} role="img" aria-label={rangeBarDescription(props)}>
      <rect className={styles.outside} x={0} y={BAR_Y} width={WIDTH} height={BAR_HEIGHT} rx={3} />
      <rect className={styles.inside} x={lowX} y={BAR_Y} width={Math.max(highX - lowX, 1)} height={BAR_HEIGHT} />
      {range.low === null ? null : <BoundLabel x={lowX} text={String(range.low)} />}
      {range.high === null ? null : <BoundLabel x={highX} text={String(range.high)} />}
      <path
        className={styles.marker}
        d={`M ${valueX - 6} 2 L ${valueX + 6} 2 L ${valueX} 12 Z M ${valueX - 1.5} 12 h 3 v 16 h -3 Z`}
      />
    </svg>
  );
}

function BoundLabel({ x, text }: { x: number; text: string }) {
  const anchor = x < 20 ? 'start' : x > WIDTH - 20 ? 'end' : 'middle';
  return (
    <text className={styles.boundLabel} x={x} y={40} textAnchor={anchor}>
      {text}
    </text>
  );
}
