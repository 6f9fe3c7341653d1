import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AccessLogAnswer, DOCTOR_ACCESS_PATHS, type AccessLogEntry } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { LoadError } from '../load-error';
import styles from '../results.module.css';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function whatWasRead(entry: AccessLogEntry) {
  if (entry.action === 'viewed-results') return 'Your results list';
  const name = entry.testName ?? 'A result';
  return entry.resultId ? <Link to={`/account/results/${entry.resultId}`}>{name}</Link> : name;
}

/** "Who saw my results": every read of the patient's results by a doctor, newest first. */
export function AccessLog() {
  const headingId = useId();
  const log = useApiQuery(DOCTOR_ACCESS_PATHS.accessLog, { answer: AccessLogAnswer });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Who saw my results</h2>
      {log.status === 'loading' ? <Loading label="Loading who saw your results…" /> : null}
      {log.status === 'error' ? <LoadError error={log.error} onRetry={log.retry} /> : null}
      {log.status === 'success' && log.data.entries.length === 0 ? <p>No doctor has read your results.</p> : null}
      {log.status === 'success' && log.data.entries.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Reads of your results by doctors, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Doctor</th>
              <th scope="col">What they saw</th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime.format(new Date(entry.at))}</td>
                <td>{entry.doctor.name}</td>
                <td>{whatWasRead(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
