import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { WeightEntry } from '@labshop/shared-contracts/core';
import { ChartFrame, Table } from '@labshop/shared-contracts/web/ui';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

const kg = (value: number) => `${value.toFixed(1)} kg`;

/**
 * The tooltip's figure, rounded as everywhere else on the page (89.8 kg, BMI 28.4) rather than as kept (89.811):
 * the chart's tooltip formatter.
 */
export function tooltipFigure(value: unknown, _name: unknown, item: { dataKey?: unknown }): string {
  if (typeof value !== 'number') return '–';
  return item.dataKey === 'weight' ? kg(value) : value.toFixed(1);
}

/** Whole numbers around the values, `margin` either side, so the target line is never off the chart. */
function domainAround(values: readonly number[], margin: number): [number, number] {
  if (values.length === 0) return [0, 1];
  return [Math.floor(Math.min(...values) - margin), Math.ceil(Math.max(...values) + margin)];
}

/** The chart's story in one sentence: what a screen reader hears for the drawing. */
export function chartSummary(entries: readonly WeightEntry[], targetWeightKg: number | null): string {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return PROGRESS_TEXTS.noWeights;
  const target = targetWeightKg === null ? '' : `, target ${kg(targetWeightKg)}`;
  const bmi = last.bmi === null ? '' : `, BMI ${last.bmi.toFixed(1)}`;
  return `${entries.length} weights from ${first.date} to ${last.date}: ${kg(first.weightKg)} to ${kg(last.weightKg)}${bmi}${target}.`;
}

/**
 * Weight over time against the target (a dashed line), with the BMI on its own axis; every value in a table after it,
 * the chart's text alternative. Line styles differ as well as colours, so neither is told by colour alone.
 */
export function ProgressChart({
  entries,
  targetWeightKg,
}: {
  entries: readonly WeightEntry[];
  targetWeightKg: number | null;
}) {
  const data = entries.map((entry) => ({ date: entry.date, weight: entry.weightKg, bmi: entry.bmi }));
  const axis = { stroke: 'var(--ls-color-text-muted)', tick: { fill: 'var(--ls-color-text-muted)', fontSize: 12 } };
  const withBmi = entries.some((entry) => entry.bmi !== null);
  const weightDomain = domainAround(
    entries.map((entry) => entry.weightKg).concat(targetWeightKg === null ? [] : [targetWeightKg]),
    3,
  );
  // A BMI moves with the weight; its own, wider scale keeps the two lines apart rather than drawn one over the other.
  const bmiDomain = domainAround(
    entries.flatMap((entry) => (entry.bmi === null ? [] : [entry.bmi])),
    6,
  );
  return (
    <ChartFrame
      title={PROGRESS_TEXTS.chartTitle}
      summary={chartSummary(entries, targetWeightKg)}
      details={
        entries.length > 0 ? (
          <details>
            <summary>{PROGRESS_TEXTS.tableAlternative}</summary>
            <Table
              caption={PROGRESS_TEXTS.chartTitle}
              captionHidden
              stack={false}
              rows={entries}
              rowKey={(entry) => entry.id}
              rowHeader="date"
              columns={[
                { id: 'date', header: 'Date', cell: (entry) => entry.date },
                { id: 'weight', header: 'Weight', cell: (entry) => kg(entry.weightKg), numeric: true },
                {
                  id: 'bmi',
                  header: 'BMI',
                  cell: (entry) => (entry.bmi === null ? '–' : entry.bmi.toFixed(1)),
                  numeric: true,
                },
                {
                  id: 'target',
                  header: 'Target',
                  cell: () => (targetWeightKg === null ? '–' : kg(targetWeightKg)),
                  numeric: true,
                },
              ]}
            />
          </details>
        ) : (
          <p>{PROGRESS_TEXTS.noWeights}</p>
        )
      }
    >
      {entries.length > 0 ? (
        <div className={styles.chart}>
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 260 }}>
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--ls-color-border-subtle)" vertical={false} />
              <XAxis dataKey="date" {...axis} />
              <YAxis yAxisId="weight" width={64} domain={weightDomain} unit=" kg" {...axis} />
              {withBmi ? <YAxis yAxisId="bmi" orientation="right" width={40} domain={bmiDomain} {...axis} /> : null}
              <Tooltip formatter={tooltipFigure} />
              <Legend />
              <Line
                yAxisId="weight"
                name="Weight (kg)"
                dataKey="weight"
                stroke="var(--ls-color-primary)"
                strokeWidth={2}
                isAnimationActive={false}
              />
              {withBmi ? (
                <Line
                  yAxisId="bmi"
                  name="BMI"
                  dataKey="bmi"
                  stroke="var(--ls-color-text-muted)"
                  strokeDasharray="2 3"
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ) : null}
              {targetWeightKg !== null ? (
                <ReferenceLine
                  yAxisId="weight"
                  y={targetWeightKg}
                  stroke="var(--ls-color-text)"
                  strokeDasharray="6 4"
                  label={{
                    value: `Target ${kg(targetWeightKg)}`,
                    position: 'insideBottomLeft',
                    fill: 'var(--ls-color-text)',
                  }}
                />
              ) : null}
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : null}
    </ChartFrame>
  );
}
