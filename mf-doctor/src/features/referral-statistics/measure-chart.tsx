import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsMonth } from '@labshop/shared-contracts/core';
import { ChartFrame, Table } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { formatMonth, formatMonthShort } from '../practice/practice-format';
import styles from '../practice/practice.module.css';

export interface Measure {
  key: 'issued' | 'paid' | 'conversionPercent' | 'revenueMinor' | 'commissionMinor';
  title: string;
  /** The value in words, for the table, the tooltip and the summary. */
  format: (value: number) => string;
  /** Drawn as a line (a rate) rather than bars (a count or an amount). */
  line?: boolean;
}

/**
 * One measure month by month: a chart (bars, or a line for a rate) named by a one-sentence summary, and every value
 * in a table after it, the chart's text alternative.
 */
export function MeasureChart({ measure, months }: { measure: Measure; months: readonly StatisticsMonth[] }) {
  const data = months.map((month) => ({ month: month.month, value: month[measure.key] }));
  const first = months[0];
  const last = months.at(-1);
  const highest = data.reduce(
    (best, point) => (point.value > best.value ? point : best),
    data[0] ?? { month: '', value: 0 },
  );
  const summary =
    first && last
      ? `${measure.title} per month from ${formatMonth(first.month)} to ${formatMonth(last.month)}: ` +
        `${formatMonth(last.month)} ${measure.format(last[measure.key])}, ` +
        `highest ${measure.format(highest.value)} in ${formatMonth(highest.month)}.`
      : `${measure.title}: no months.`;
  const axis = {
    stroke: 'var(--ls-color-text-muted)',
    tick: { fill: 'var(--ls-color-text-muted)', fontSize: 12 },
  };
  const tooltip = (
    <Tooltip
      formatter={(value) => measure.format(Number(value))}
      labelFormatter={(month) => formatMonth(String(month))}
    />
  );
  return (
    <ChartFrame
      title={measure.title}
      summary={summary}
      details={
        <details>
          <summary>{TEXTS.tableAlternative}</summary>
          <Table
            caption={`${measure.title} per month`}
            captionHidden
            stack={false}
            rows={data}
            rowKey={(point) => point.month}
            rowHeader="month"
            columns={[
              { id: 'month', header: TEXTS.month, cell: (point) => formatMonth(point.month) },
              { id: 'value', header: measure.title, cell: (point) => measure.format(point.value), numeric: true },
            ]}
          />
        </details>
      }
    >
      <div className={styles.chart}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 224 }}>
          {measure.line ? (
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--ls-color-border-subtle)" vertical={false} />
              <XAxis dataKey="month" tickFormatter={formatMonthShort} {...axis} />
              <YAxis width={40} allowDecimals={false} {...axis} />
              {tooltip}
              <Line dataKey="value" stroke="var(--ls-color-primary)" strokeWidth={2} isAnimationActive={false} />
            </LineChart>
          ) : (
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--ls-color-border-subtle)" vertical={false} />
              <XAxis dataKey="month" tickFormatter={formatMonthShort} {...axis} />
              <YAxis
                width={56}
                allowDecimals={false}
                tickFormatter={(value) => measure.format(Number(value))}
                {...axis}
              />
              {tooltip}
              <Bar dataKey="value" fill="var(--ls-color-primary)" isAnimationActive={false} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </ChartFrame>
  );
}
