import type { HistoryPoint } from '@labshop/shared-contracts/core';
import { readableUnit } from '@labshop/shared-contracts/core';
import { flagWords } from '@labshop/shared-contracts/core';
import { ChartFrame } from '../chart-frame';
import { formatDate as formatShortDate } from './format-date';
import { historySeries, type ChartPoint } from './history-series';
import { rangeScale } from './range-scale';
import styles from './result-visuals.module.css';

const WIDTH = 320;
const HEIGHT = 170;
/** Room for the range's ends written on the left, for each value above its point and the dates below the axis. */
const PAD_LEFT = 40;
const PAD_RIGHT = 24;
const PAD_TOP = 22;
const PAD_BOTTOM = 30;
/** Past this many points, only the first, the last and those out of range are labelled, so labels never collide. */
const LABEL_EVERY_POINT_UP_TO = 4;

/** How a screen writes a date; each screen keeps its own style, the patient's short one by default. */
export type DateFormat = (iso: string) => string;

interface NumericPoint {
  date: string;
  value: number;
  unit: string;
  point: ChartPoint;
}

function numericPoints(history: readonly ChartPoint[]): NumericPoint[] {
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

const withUnit = (value: number, unit: string) => {
  const text = readableUnit(unit);
  return text === '' ? `${value}` : `${value} ${text}`;
};

const valueText = (point: ChartPoint) => {
  const { value } = point;
  if (value.kind === 'text') return value.text;
  const text = withUnit(value.value, value.unit);
  return point.measuredAs === undefined ? text : `${text} (measured as ${point.measuredAs})`;
};

interface HistoryProps {
  name: string;
  history: readonly ChartPoint[];
  formatDate?: DateFormat;
  /** Said after the name when a biomarker's history is cut into charts by unit ('in mmol/L'). */
  inUnit?: string;
}

/**
 * The values of one biomarker over time against its normal range (the band, from the latest range), drawn as a
 * line; out-of-range points are hollow so they stand out without colour. The table beside it holds every value,
 * range and flag in words for those who do not read charts, and is all there is for answers in words, which
 * cannot be drawn.
 */
export function HistoryChart({ name, history, formatDate = formatShortDate, inUnit = '' }: HistoryProps) {
  if (history.length === 0) return null;
  const named = inUnit === '' ? name : `${name} ${inUnit}`;
  const points = numericPoints(history);
  const drawn = points.length >= 2;
  return (
    <ChartFrame
      className={styles.history}
      title={`History of ${named}`}
      summary={drawn ? historySummary(named, points, formatDate) : `History of ${named}`}
      details={
        <table className={styles.table}>
          <caption className={styles.muted}>{`Earlier values of ${named}`}</caption>
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
                <td>{valueText(point)}</td>
                <td>{point.range?.text ?? 'None given'}</td>
                <td>{flagWords(point.flag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {drawn ? <HistoryLine points={points} formatDate={formatDate} /> : null}
    </ChartFrame>
  );
}

/** The story of the line in a sentence: what a screen reader says for the drawing. */
function historySummary(name: string, points: readonly NumericPoint[], formatDate: DateFormat): string {
  const first = points[0];
  const latest = points[points.length - 1];
  if (first === undefined || latest === undefined) return `History of ${name}`;
  const range = latest.point.range;
  return (
    `History of ${name}: ${points.length} values from ${formatDate(first.date)} to ${formatDate(latest.date)}, ` +
    `latest ${withUnit(latest.value, latest.unit)} (${flagWords(latest.point.flag)})` +
    (range ? `, normal range ${range.text}` : '')
  );
}

/**
 * Every chart of one biomarker's history: one per unit it can be drawn in, values converted where the units
 * allow it, so no chart ever mixes units. Nothing while the biomarker has been measured only once.
 */
export function HistoryCharts({
  name,
  history,
  reading,
  formatDate,
}: {
  name: string;
  history: readonly HistoryPoint[];
  /** The value being read: its code decides which units convert, its unit is the first chart's. */
  reading: { loinc: string | null; unit: string };
  formatDate?: DateFormat;
}) {
  if (!hasHistory(history)) return null;
  const series = historySeries(history, reading);
  if (series.length === 1)
    return <HistoryChart name={name} history={series[0]?.points ?? []} formatDate={formatDate} />;
  return (
    <>
      {series.map((each) => (
        <HistoryChart
          key={each.unit}
          name={name}
          history={each.points}
          formatDate={formatDate}
          inUnit={each.unitText === '' ? 'without a unit' : `in ${each.unitText}`}
        />
      ))}
    </>
  );
}

/** The drawing, once there are two numbers to join; the frame around it names it with the line's story. */
function HistoryLine({ points, formatDate }: { points: readonly NumericPoint[]; formatDate: DateFormat }) {
  const latest = points[points.length - 1];
  if (points.length < 2 || latest === undefined) return null;
  const range = latest.point.range;
  const band = { low: range?.low ?? null, high: range?.high ?? null };
  const scale = rangeScale(
    band,
    points.map((point) => point.value),
  );
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const axisY = HEIGHT - PAD_BOTTOM;
  const y = (value: number) => PAD_TOP + (1 - scale.position(value)) * plotHeight;
  const x = (index: number) => PAD_LEFT + (index / (points.length - 1)) * (WIDTH - PAD_LEFT - PAD_RIGHT);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${x(index)} ${y(point.value)}`).join(' ');
  const hasBand = band.low !== null || band.high !== null;
  const bandTop = band.high === null ? PAD_TOP : y(band.high);
  const bandBottom = band.low === null ? axisY : y(band.low);
  // The dates at either end are written inwards, so they stay inside the drawing.
  const dateAnchor = (index: number) => (index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle');
  const labelled = (point: NumericPoint, index: number) =>
    points.length <= LABEL_EVERY_POINT_UP_TO ||
    index === 0 ||
    index === points.length - 1 ||
    (point.point.flag !== null && point.point.flag !== 'N');

  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      {hasBand ? (
        <rect
          className={styles.band}
          x={PAD_LEFT}
          y={bandTop}
          width={WIDTH - PAD_LEFT}
          height={Math.max(bandBottom - bandTop, 1)}
        />
      ) : null}
      {[band.high, band.low].map((end) =>
        end === null ? null : (
          <text key={end} className={styles.chartLabel} x={PAD_LEFT - 4} y={y(end) + 3} textAnchor="end">
            {end}
          </text>
        ),
      )}
      <line className={styles.axis} x1={PAD_LEFT} y1={axisY} x2={WIDTH} y2={axisY} />
      <path className={styles.line} d={line} />
      {points.map((point, index) => (
        <g key={point.point.resultId}>
          <circle
            className={point.point.flag === null || point.point.flag === 'N' ? styles.point : styles.pointOut}
            cx={x(index)}
            cy={y(point.value)}
            r={4}
          />
          {labelled(point, index) ? (
            <>
              <text className={styles.chartValue} x={x(index)} y={y(point.value) - 8} textAnchor="middle">
                {point.value}
              </text>
              <text className={styles.chartLabel} x={x(index)} y={axisY + 14} textAnchor={dateAnchor(index)}>
                {formatDate(point.date)}
              </text>
            </>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
