import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AppointmentList, BOOKING_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Inbox } from '@labshop/shared-contracts/web/ui';
import { LoadError } from '../results/load-error';
import { VisitCard } from './visit-card';
import styles from './visits.module.css';

/** /account/visits, "scheduled visits": the upcoming and past doctor's visits of every patient of the account. */
export function VisitsPage({ zone }: { zone?: string }) {
  return (
    <Page>
      <h1>Scheduled visits</h1>
      <VisitSection when="upcoming" title="Upcoming visits" zone={zone} />
      <VisitSection when="past" title="Past visits" zone={zone} />
    </Page>
  );
}

function VisitSection({ when, title, zone }: { when: 'upcoming' | 'past'; title: string; zone?: string }) {
  const headingId = useId();
  const visits = useApiQuery(BOOKING_PATHS.appointments, { query: { when }, answer: AppointmentList });
  return (
    <section aria-labelledby={headingId} aria-busy={visits.status === 'loading'} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {visits.status === 'loading' ? <Loading label={`Loading your ${when} visits…`} /> : null}
      {visits.status === 'error' ? <LoadError error={visits.error} onRetry={visits.retry} /> : null}
      {visits.status === 'success' && visits.data.appointments.length === 0 ? (
        when === 'upcoming' ? (
          <EmptyState
            icon={Inbox}
            headingLevel={3}
            title="No upcoming visits"
            action={<Link to="/appointment">Make an appointment</Link>}
          >
            Find a doctor by specialization, or book from a doctor's card, on its Services and Prices tab.
          </EmptyState>
        ) : (
          <p>No past visits yet.</p>
        )
      ) : null}
      {visits.status === 'success' && visits.data.appointments.length > 0 ? (
        <ul className={styles.list}>
          {visits.data.appointments.map((appointment) => (
            <VisitCard key={appointment.id} appointment={appointment} zone={zone} onChanged={visits.retry} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
