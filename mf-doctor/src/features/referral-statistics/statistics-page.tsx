import { useSearchParams } from 'react-router-dom';
import { DOCTOR_PRACTICE_PATHS, ReferralStatistics } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Inbox, Table, TextField } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { formatMonth, money, monthFromNow } from '../practice/practice-format';
import { Figures } from '../doctor-area/figures';
import { PracticeFailure } from '../practice/practice-failure';
import { TableSkeleton } from '../shared-results/table-skeleton';
import { MeasureChart, type Measure } from './measure-chart';
import styles from '../practice/practice.module.css';

const MONTH = /^\d{4}-\d{2}$/;

/**
 * /doctor/area/statistics: per month over a range of months (the last 12 by default, kept in the address) —
 * referrals issued and paid, conversion, revenue and commission, each a chart with its table — and the tests the
 * doctor refers most.
 */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const month = (key: string) => {
    const value = params.get(key);
    return value && MONTH.test(value) ? value : undefined;
  };
  const from = month('from') ?? monthFromNow(-11);
  const to = month('to') ?? monthFromNow(0);
  const statistics = useApiQuery(DOCTOR_PRACTICE_PATHS.statistics, { query: { from, to }, answer: ReferralStatistics });
  const choose = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (MONTH.test(value)) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  return (
    <Page aria-busy={statistics.status === 'loading'}>
      <h1>{TEXTS.statisticsHeading}</h1>
      <div className={styles.filters} role="group" aria-label={TEXTS.statisticsRange}>
        <TextField
          label={TEXTS.fromMonth}
          type="month"
          value={from}
          max={to}
          onChange={(e) => choose('from', e.target.value)}
        />
        <TextField
          label={TEXTS.toMonth}
          type="month"
          value={to}
          min={from}
          onChange={(e) => choose('to', e.target.value)}
        />
      </div>
      {statistics.status === 'loading' ? <TableSkeleton label={TEXTS.statisticsLoading} /> : null}
      {statistics.status === 'error' ? (
        <PracticeFailure error={statistics.error} message={TEXTS.statisticsFailed} onRetry={statistics.retry} />
      ) : null}
      {statistics.status === 'success' ? <Statistics statistics={statistics.data} /> : null}
    </Page>
  );
}

function Statistics({ statistics }: { statistics: ReferralStatistics }) {
  const { currency, totals } = statistics;
  const count = (value: number) => String(value);
  const amount = (value: number) => money(value, currency);
  const measures: Measure[] = [
    { key: 'issued', title: TEXTS.issued, format: count },
    { key: 'paid', title: TEXTS.paid, format: count },
    { key: 'conversionPercent', title: TEXTS.conversion, format: (value) => `${value}%`, line: true },
    { key: 'revenueMinor', title: TEXTS.revenue, format: amount },
    { key: 'commissionMinor', title: TEXTS.commission, format: amount },
  ];
  return (
    <>
      <Figures
        label={`${TEXTS.totals}: ${formatMonth(statistics.from)} to ${formatMonth(statistics.to)}`}
        figures={[
          { label: TEXTS.issued, value: count(totals.issued) },
          { label: TEXTS.paid, value: count(totals.paid) },
          { label: TEXTS.conversion, value: `${totals.conversionPercent}%` },
          { label: TEXTS.revenue, value: amount(totals.revenueMinor) },
          { label: TEXTS.commission, value: amount(totals.commissionMinor) },
        ]}
      />
      <div className={styles.charts}>
        {measures.map((measure) => (
          <MeasureChart key={measure.key} measure={measure} months={statistics.months} />
        ))}
      </div>
      <section aria-labelledby="top-tests" className={styles.section}>
        <h2 id="top-tests">{TEXTS.topTests}</h2>
        {statistics.topTests.length === 0 ? (
          <EmptyState icon={Inbox} title={TEXTS.topTestsEmpty} headingLevel={3} />
        ) : (
          <Table
            caption={TEXTS.topTests}
            captionHidden
            stack={false}
            rows={statistics.topTests}
            rowKey={(test) => test.id}
            rowHeader="name"
            columns={[
              { id: 'name', header: TEXTS.test, cell: (test) => test.name },
              { id: 'referrals', header: TEXTS.referralsCount, cell: (test) => test.referrals, numeric: true },
            ]}
          />
        )}
      </section>
    </>
  );
}
