import { Link } from 'react-router-dom';
import { DOCTOR_PRACTICE_PATHS, DoctorOverview } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Inbox } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from '../practice/practice-paths';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { formatMonth, money } from '../practice/practice-format';
import { Figures } from '../doctor-area/figures';
import { PracticeFailure } from '../practice/practice-failure';
import { ReferralRows } from '../practice/referral-rows';
import { TableSkeleton } from '../shared-results/table-skeleton';
import styles from '../practice/practice.module.css';

export interface OverviewSection {
  path: string;
  label: string;
}

/** /doctor: this month at a glance, the latest referrals and a way into every section of the area. */
export function OverviewPage({ sections }: { sections: readonly OverviewSection[] }) {
  const overview = useApiQuery(DOCTOR_PRACTICE_PATHS.overview, { answer: DoctorOverview });
  return (
    <Page aria-busy={overview.status === 'loading'}>
      <h1>{TEXTS.overviewHeading}</h1>
      {overview.status === 'loading' ? <TableSkeleton label={TEXTS.overviewLoading} rows={3} /> : null}
      {overview.status === 'error' ? (
        <PracticeFailure error={overview.error} message={TEXTS.overviewFailed} onRetry={overview.retry} />
      ) : null}
      {overview.status === 'success' ? <OverviewFigures overview={overview.data} /> : null}
      <section aria-labelledby="practice-sections" className={styles.section}>
        <h2 id="practice-sections">{TEXTS.sectionsHeading}</h2>
        <ul className={styles.links}>
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

function OverviewFigures({ overview }: { overview: DoctorOverview }) {
  const { currency } = overview;
  return (
    <>
      <Figures
        label={TEXTS.overviewFigures(formatMonth(overview.month))}
        figures={[
          { label: TEXTS.issued, value: String(overview.issued) },
          { label: TEXTS.paid, value: String(overview.paid) },
          { label: TEXTS.awaitingPayment, value: String(overview.awaitingPayment) },
          { label: TEXTS.commissionEarned, value: money(overview.commissionEarnedMinor, currency) },
          { label: TEXTS.commissionPending, value: money(overview.commissionPendingMinor, currency) },
        ]}
      />
      <section aria-labelledby="latest-referrals" className={styles.section}>
        <h2 id="latest-referrals">{TEXTS.latestHeading}</h2>
        {overview.latest.length === 0 ? (
          <EmptyState icon={Inbox} title={TEXTS.latestEmpty} headingLevel={3}>
            <p>{TEXTS.latestEmptyHint}</p>
          </EmptyState>
        ) : (
          <>
            <ReferralRows rows={overview.latest} currency={currency} caption={TEXTS.latestHeading} compact />
            <Link to={PRACTICE_ROUTES.referrals}>{TEXTS.allReferrals}</Link>
          </>
        )}
      </section>
    </>
  );
}
