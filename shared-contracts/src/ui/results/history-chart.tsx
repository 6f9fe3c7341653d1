import type { HistoryPoint } from '../../api/results';
import { flagWords } from '../../domain/results/interpretation';
import { formatDate as formatShortDate } from './format-date';
import { rangeScale } from './range-scale';
import styles from './result-visuals.module.css';

const WIDTH = 320;
const HEIGHT = 140;
const PAD_X = 16;
const PAD_TOP = 10;
const PAD_BOTTOM = 10;

/** How a screen writes a date; each screen keeps its own style, the patient's short one by default. */
export type DateFormat = (iso: string) => string;

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

/** A biomarker has a history worth showing once it has been measured at least twice. */
export function hasHistory(history: readonly HistoryPoint[]): boolean {
  return history.length >= 2;
}

const withUnit = (value: number, unit: string) => (unit === '' ? `${value}` : `${value} ${unit}`);

const valueText = (value: HistoryPoint['value']) =>
  value.kind === 'quantity' ? withUnit(value.value, value.unit) : value.text;

interface HistoryProps {
  name: string;
  history: readonly HistoryPoint[];
  formatDate?: DateFormat;
}

/**
 * The values of one biomarker over time against its normal range (the band, from the latest range), drawn as a
 * line; out-of-range points are hollow so they stand out without colour. The table beside it holds every value,
 * range and flag in words for those who do not read charts, and is all there is for answers in words, which
 * cannot be drawn.
 */
export function HistoryChart({ name, history, formatDate = formatShortDate }: HistoryProps) {
  if (!hasHistory(history)) return null;
  return (
    <figure className={styles.history}>
      <figcaption>{`History of ${name}`}</figcaption>
      <HistoryLine name={name} history={history} formatDate={formatDate} />
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
          {history.map((point) => (
            <tr key={point.resultId}>
              <td>{formatDate(point.date)}</td>
              <td>{valueText(point.value)}</td>
              <td>{point.range?.text ?? 'None given'}</td>
              <td>{flagWords(point.flag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The drawing, once there are two numbers to join; an image with the story of the line as its name. */
function HistoryLine({ name, history, formatDate }: Required<HistoryProps>) {
  const points = numericPoints(history);
  const first = points[0];
  const latest = points[points.length - 1];
  if (points.length < 2 || first === undefined || latest === undefined) return null;
  const range = latest.point.range;
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
  const summary =
    `History of ${name}: ${points.length} values from ${formatDate(first.date)} to ${formatDate(latest.date)}, ` +
    `latest ${withUnit(latest.value, latest.unit)} (${flagWords(latest.point.flag)})` +
    (range ? `, normal range ${range.text}` : '');

  return (
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
  );
}
