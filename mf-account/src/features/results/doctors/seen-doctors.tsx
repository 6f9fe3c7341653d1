import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_PATHS, YourDoctors } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { formatDate } from '../format-date';
import { LoadError } from '../load-error';
import styles from '../results.module.css';

/** The doctors the account's patients have had a visit with, latest first, each with a way back to their card. */
export function SeenDoctors() {
  const headingId = useId();
  const seen = useApiQuery(BOOKING_PATHS.yourDoctors, { answer: YourDoctors });
  return (
    <section aria-labelledby={headingId} aria-busy={seen.status === 'loading'}>
      <h2 id={headingId}>Doctors you have seen</h2>
      {seen.status === 'loading' ? <Loading label="Loading the doctors you have seen…" /> : null}
      {seen.status === 'error' ? <LoadError error={seen.error} onRetry={seen.retry} /> : null}
      {seen.status === 'success' && seen.data.doctors.length === 0 ? (
        <p>No visits yet. A doctor you have a visit with appears here.</p>
      ) : null}
      {seen.status === 'success' && seen.data.doctors.length > 0 ? (
        <ul className={styles.entries} aria-labelledby={headingId}>
          {seen.data.doctors.map(({ doctor, lastVisitAt }) => (
            <li key={doctor.slug} className={styles.entry}>
              <span className={styles.entryMain}>
                <Link to={`/doctor/${encodeURIComponent(doctor.slug)}`}>
                  {[doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ')}
                </Link>
                <span>
                  {doctor.mainCategory}; last visit {formatDate(lastVisitAt)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
