import { flagWords, type HistoryPoint } from '@labshop/shared-contracts';
import { formatDate } from './format-date';
import { rangeScale } from './range-scale';
import styles from './results.module.css';

const WIDTH = 320;
const HEIGHT = 140;
const PAD_X = 16;
const PAD_TOP = 10;
const PAD_BOTTOM = 10;

interface NumericPoint {
  date: string;
  value: number;
  unit: string;
  point: HistoryPoint;
}

function numericPoints(history: readonly HistoryPoint[]): NumericPoint[] {
  return history.flatMap((point) =>
    point.value.kind === 'quantity'
      ? [{ date: point.date, value: point.value.value, unit: point.value.unit, point }]
      : [],
  );
}

/** A chart is worth drawing once a biomarker has been measured at least twice. */
export function hasHistory(history: readonly HistoryPoint[]): boolean {
  return numericPoints(history).length >= 2;
}

const withUnit = (value: number, unit: string) => (unit === '' ? `${value}` : `${value} ${unit}`);

/**
 * The values of one biomarker over time against its normal range (the band, from the latest range), drawn as a
 * line; out-of-range points are hollow so they stand out without colour. The table beside it holds every value,
 * range and flag in words for those who do not read charts.
 */
export function HistoryChart({ name, history }: { name: string; history: readonly HistoryPoint[] }) {
  const points = numericPoints(history);
  if (points.length < 2) return null;
  const latest = points[points.length - 1];
  const range = latest?.point.range ?? null;
  const band = { low: range?.low ?? null, high: range?.high ?? null };
  const scale = rangeScale(
    band,
    points.map((point) => point.value),
  );
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const y = (value: number) => PAD_TOP + (1 - scale.position(value)) * plotHeight;
  const x = (index: number) => PAD_X + (index / (points.length - 1)) * (WIDTH - 2 * PAD_X);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${x(index)} ${y(point.value)}`).join(' ');
  const hasBand = band.low !== null || band.high !== null;
  const bandTop = band.high === null ? PAD_TOP : y(band.high);
  const bandBottom = band.low === null ? HEIGHT - PAD_BOTTOM : y(band.low);
  const first = points[0];
  const summary =
    first && latest
      ? `History of ${name}: ${points.length} values from ${formatDate(first.date)} to ${formatDate(latest.date)}, ` +
        `latest ${withUnit(latest.value, latest.unit)} (${flagWords(latest.point.flag)})` +
        (range ? `, normal range ${range.text}` : '')
      : name;

  return (
    <figure className={styles.section}>
      <figcaption>{`History of ${name}`}</figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {hasBand ? (
          <rect className={styles.band} x={0} y={bandTop} width={WIDTH} height={Math.max(bandBottom - bandTop, 1)} />
        ) : null}
        <line className={styles.axis} x1={0} y1={HEIGHT - PAD_BOTTOM} x2={WIDTH} y2={HEIGHT - PAD_BOTTOM} />
        <path className={styles.line} d={line} />
        {points.map((point, index) => (
          <circle
            key={point.point.resultId}
            className={point.point.flag === null || point.point.flag === 'N' ? styles.point : styles.pointOut}
            cx={x(index)}
            cy={y(point.value)}
            r={4}
          />
        ))}
      </svg>
      <table className={styles.table}>
        <caption className={styles.muted}>{`Earlier values of ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Value</th>
            <th scope="col">Normal range</th>
            <th scope="col">Flag</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.point.resultId}>
              <td>{formatDate(point.date)}</td>
              <td>{withUnit(point.value, point.unit)}</td>
              <td>{point.point.range?.text ?? 'None given'}</td>
              <td>{flagWords(point.point.flag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
