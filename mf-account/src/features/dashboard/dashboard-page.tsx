import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DOCTOR_ACCESS_PATHS,
  AccountDataAnswer,
  ORDER_PATHS,
  OrderList,
  REFERRAL_PATHS,
  ReferralsOverview,
  RESULTS_PATHS,
  ResultsOverview,
  ResultsSeen,
} from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Page, routerLink } from '@labshop/shared-contracts/web/remote-kit';
import { Badge, Button, formatDate, LinkCard, Price, Skeleton, SkeletonGroup } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { ACCOUNT_SHORTCUTS } from './account-shortcuts';
import { newResults } from './new-results';
import { lastVisitOf } from '../../lib/results-seen';
import styles from './dashboard.module.css';

/**
 * /account: what needs the patient first (results new since their last visit, flagged first; orders to pay;
 * referrals to buy; doctors asking to see their results), then a way to every part of the account.
 */
export function DashboardPage() {
  const session = useLatestEvent('session:changed');
  const results = useApiQuery(RESULTS_PATHS.overview, { answer: ResultsOverview });
  // The last visit is the account's, kept by the API: the same on the patient's phone and laptop.
  const seen = useApiQuery(RESULTS_PATHS.seen, { answer: ResultsSeen });
  const unpaid = useApiQuery(ORDER_PATHS.orders, { query: { status: 'pending_payment' }, answer: OrderList });
  const failed = useApiQuery(ORDER_PATHS.orders, { query: { status: 'failed' }, answer: OrderList });
  const referrals = useApiQuery(REFERRAL_PATHS.patientReferrals, { answer: ReferralsOverview });
  const doctors = useApiQuery(DOCTOR_ACCESS_PATHS.accountData, { answer: AccountDataAnswer });

  const fresh = results.data && seen.data ? newResults(results.data, lastVisitOf(seen.data)) : [];
  const toPay = [...(unpaid.data?.orders ?? []), ...(failed.data?.orders ?? [])].filter((order) => order.canPay);
  const toBuy = (referrals.data?.patients ?? []).flatMap((group) => group.referrals.filter((item) => item.canBuy));
  const asking = (doctors.data?.doctors ?? []).filter((doctor) => doctor.ask_for_examinations);
  const all = [results, seen, unpaid, failed, referrals, doctors];
  const loading = all.some((query) => query.status === 'loading');
  const nothing = !loading && fresh.length + toPay.length + toBuy.length + asking.length === 0;
  const name = session?.user?.firstName;

  return (
    <Page aria-busy={loading}>
      <h1>{name ? `Welcome, ${name}` : 'Dashboard'}</h1>
      <div className={styles.attention}>
        {loading ? (
          <SkeletonGroup label="Loading what needs your attention…">
            <Skeleton shape="block" height="6rem" />
            <Skeleton shape="block" height="6rem" />
          </SkeletonGroup>
        ) : null}
        {nothing && all.every((query) => query.status === 'success') ? (
          <p className={styles.calm}>Nothing needs your attention now.</p>
        ) : null}
        {results.status === 'error' || seen.status === 'error' ? (
          <LoadFailed message={MESSAGES.unexpected} onRetry={() => (results.retry(), seen.retry())} />
        ) : null}
        {fresh.length > 0 ? (
          <Attention title="New results since your last visit">
            <ul className={styles.list}>
              {fresh.map(({ patient, entry }) => (
                <li key={entry.orderLineId} className={styles.item}>
                  <Link to={`/account/results/${encodeURIComponent(entry.resultId ?? '')}`}>{entry.testName}</Link>
                  <span>
                    {patient.firstName} {patient.lastName}
                    {entry.receivedAt ? `, ${formatDate(entry.receivedAt)}` : ''}
                  </span>
                  {entry.critical ? (
                    <Badge tone="danger">Critically outside the range</Badge>
                  ) : entry.outOfRange > 0 ? (
                    <Badge tone="warning">{`${entry.outOfRange} outside the range`}</Badge>
                  ) : (
                    <Badge tone="success">Within the range</Badge>
                  )}
                </li>
              ))}
            </ul>
          </Attention>
        ) : null}
        {unpaid.status === 'error' || failed.status === 'error' ? (
          <LoadFailed message={MESSAGES.unexpected} onRetry={() => (unpaid.retry(), failed.retry())} />
        ) : null}
        {toPay.length > 0 ? (
          <Attention title="Orders awaiting payment">
            <ul className={styles.list}>
              {toPay.map((order) => (
                <li key={order.id} className={styles.item}>
                  <Link to={`/account/orders/${encodeURIComponent(order.id)}`}>Order {order.number}</Link>
                  <span>
                    {formatDate(order.createdAt)}, {order.patients.join(', ')}
                  </span>
                  <Price amountMinor={order.totalMinor} currency={order.currency} size="sm" />
                  <Button size="sm" href={`/payment/retry/${encodeURIComponent(order.id)}`}>
                    {order.status === 'failed' ? 'Retry payment' : 'Pay now'}
                    <span className={styles.hidden}> for order {order.number}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </Attention>
        ) : null}
        {referrals.status === 'error' ? <LoadFailed message={MESSAGES.unexpected} onRetry={referrals.retry} /> : null}
        {toBuy.length > 0 ? (
          <Attention title="Referrals to buy">
            <ul className={styles.list}>
              {toBuy.map((referral) => (
                <li key={referral.id} className={styles.item}>
                  <span>
                    {referral.tests.length === 1 ? '1 test' : `${referral.tests.length} tests`} from{' '}
                    {referral.doctor.name}, {formatDate(referral.issuedAt)}
                  </span>
                  <Link to="/account/results">See and buy the referral</Link>
                </li>
              ))}
            </ul>
          </Attention>
        ) : null}
        {doctors.status === 'error' ? <LoadFailed message={MESSAGES.unexpected} onRetry={doctors.retry} /> : null}
        {asking.length > 0 ? (
          <Attention title="Doctors asking to see your results">
            <ul className={styles.list}>
              {asking.map((doctor) => (
                <li key={doctor.id} className={styles.item}>
                  <span>{doctor.name}</span>
                  <Link to="/account/doctors">Answer {doctor.name}</Link>
                </li>
              ))}
            </ul>
          </Attention>
        ) : null}
      </div>
      <Shortcuts />
    </Page>
  );
}

function Attention({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function Shortcuts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.shortcuts}>
      <h2 id={headingId}>Your account</h2>
      <ul className={styles.cards}>
        {ACCOUNT_SHORTCUTS.map((shortcut) => (
          <LinkCard
            key={shortcut.href}
            as="li"
            title={shortcut.title}
            href={shortcut.href}
            headingLevel={3}
            renderLink={routerLink}
          >
            <p>{shortcut.text}</p>
          </LinkCard>
        ))}
      </ul>
    </section>
  );
}
