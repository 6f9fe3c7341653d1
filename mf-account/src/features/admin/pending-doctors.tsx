import { ADMIN_PATHS, AdminAccountList } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { runAdminAction } from './admin-action';
import { AdminLoadFailure } from './load-failure';
import styles from './admin.module.css';

/** Doctors whose licence number (PWZ) waits for a check; verifying opens the doctor features to them. */
export function PendingDoctors() {
  const pending = useApiQuery(ADMIN_PATHS.pendingDoctors, { answer: AdminAccountList });
  const act = async (path: string) => {
    if (await runAdminAction(path)) pending.retry();
  };
  return (
    <section aria-labelledby="pending-doctors">
      <h2 id="pending-doctors">Doctors waiting for verification</h2>
      {pending.status === 'loading' ? <Loading label="Loading the doctors…" /> : null}
      {pending.status === 'error' ? <AdminLoadFailure error={pending.error} onRetry={pending.retry} /> : null}
      {pending.status === 'success' && pending.data.accounts.length === 0 ? (
        <p>No doctors are waiting for verification.</p>
      ) : null}
      {pending.status === 'success' && pending.data.accounts.length > 0 ? (
        <ul className={styles.list}>
          {pending.data.accounts.map((doctor) => {
            const name = `${doctor.firstName} ${doctor.lastName}`;
            return (
              <li key={doctor.id} className={styles.entry}>
                <p>
                  <strong>{name}</strong>, {doctor.email}, medical licence number {doctor.pwz ?? '—'}
                </p>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    aria-label={`Verify ${name}`}
                    onClick={() => void act(ADMIN_PATHS.verifyDoctor(doctor.id))}
                  >
                    Verify
                  </Button>
                  <Button
                    size="sm"
                    theme="outline"
                    aria-label={`Reject ${name}`}
                    onClick={() => void act(ADMIN_PATHS.rejectDoctor(doctor.id))}
                  >
                    Reject
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
