import { useCallback, useId, useState } from 'react';
import { AccountDataAnswer, DOCTOR_ACCESS_PATHS, type AccountDoctor } from '@labshop/shared-contracts/core';
import { useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { LoadError } from '../load-error';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { formatDate } from '../format-date';
import { useKeptQuery } from '../use-kept-query';
import { AccessLog } from './access-log';
import { SeenDoctors } from './seen-doctors';
import { setDoctorAccess } from './set-access';
import { DOCTOR_ACCESS_MODAL } from './watch-access-requests';
import styles from '../results.module.css';

function accessWords(doctor: AccountDoctor): string {
  if (doctor.add_access) {
    return doctor.granted_at ? `Sees your results since ${formatDate(doctor.granted_at)}` : 'Sees your results';
  }
  if (doctor.ask_for_examinations) return 'Asks to see your results';
  return 'Does not see your results';
}

/** /account/doctors: the doctors of the account, sharing the result history with each, and who read it. */
export function DoctorsPage() {
  const { query, data } = useKeptQuery(DOCTOR_ACCESS_PATHS.accountData, { answer: AccountDataAnswer });
  const { retry } = query;
  const [logVersion, setLogVersion] = useState(0);
  const refresh = useCallback(() => {
    retry();
    setLogVersion((version) => version + 1);
  }, [retry]);
  useEventListener(
    'modal:settled',
    useCallback(
      ({ name }: EventPayload<'modal:settled'>) => (name === DOCTOR_ACCESS_MODAL ? refresh() : undefined),
      [refresh],
    ),
  );

  return (
    <Page aria-busy={query.status === 'loading'}>
      <h1>Your doctors</h1>
      {query.status === 'loading' && data === undefined ? <Loading label="Loading your doctors…" /> : null}
      {query.status === 'error' ? <LoadError error={query.error} onRetry={retry} /> : null}
      {data !== undefined ? <DoctorList doctors={data.doctors} onChanged={refresh} /> : null}
      {data !== undefined ? <AccessLog key={logVersion} /> : null}
      <SeenDoctors />
    </Page>
  );
}

function DoctorList({ doctors, onChanged }: { doctors: readonly AccountDoctor[]; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  if (doctors.length === 0) {
    return <p>No doctors yet. A doctor who asks to see your results appears here.</p>;
  }
  const change = async (doctor: AccountDoctor, addAccess: boolean) => {
    setBusy(doctor.id);
    try {
      await setDoctorAccess(doctor.id, addAccess);
      showToast('Saved successfully.', { type: 'success' });
      onChanged();
    } catch {
      showToast('An error occurred. Failed to save.', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        Sharing your results
      </h2>
      <ul className={styles.entries} aria-labelledby={headingId}>
        {doctors.map((doctor) => (
          <li key={doctor.id} className={styles.entry}>
            <span className={styles.entryMain}>
              <strong>{doctor.name}</strong>
              <span>{accessWords(doctor)}</span>
            </span>
            <span className={styles.actions}>
              {doctor.ask_for_examinations && !doctor.add_access ? (
                <>
                  <Button
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`Accept ${doctor.name}'s request`}
                    onClick={() => void change(doctor, true)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    theme="outline"
                    disabled={busy !== null}
                    aria-label={`Reject ${doctor.name}'s request`}
                    onClick={() => void change(doctor, false)}
                  >
                    Reject
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  theme="outline"
                  disabled={busy !== null}
                  aria-label={doctor.add_access ? `Stop sharing with ${doctor.name}` : `Share with ${doctor.name}`}
                  onClick={() => void change(doctor, !doctor.add_access)}
                >
                  {doctor.add_access ? 'Stop sharing' : 'Share my results'}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
