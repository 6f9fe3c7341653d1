import { sparklinePoints, trendWords } from './sparkline-points';
import styles from './result-visuals.module.css';

const WIDTH = 80;
const HEIGHT = 24;
const INSET = 3;

/**
 * A marker's values over time as a small line, oldest first, the latest marked with a dot. The drawing is hidden
 * from screen readers; its trend is said in words beside it. Fewer than two values draw nothing.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const points = sparklinePoints(values, { width: WIDTH, height: HEIGHT, inset: INSET });
  const words = trendWords(values);
  const latest = points.at(-1);
  if (latest === undefined || words === null) return null;
  return (
    <span className={styles.sparkline}>
      <svg
        aria-hidden="true"
        focusable="false"
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.sparklineDrawing}
      >
        <polyline
          points={points.map(({ x, y }) => `${round(x)},${round(y)}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={round(latest.x)} cy={round(latest.y)} r={2.5} fill="currentColor" />
      </svg>
      <span className={styles.sparklineWords}>{words}</span>
    </span>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
