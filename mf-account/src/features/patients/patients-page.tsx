import { useCallback, useId, useRef } from 'react';
import {
  ACCOUNT_PATHS,
  MessageAnswer,
  PatientList,
  validateExtraPatientLimit,
  type AccountPatient,
} from '@labshop/shared-contracts/core';
import {
  getApiClient,
  getEventBus,
  useApiQuery,
  useEventListener,
  type EventPayload,
} from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import styles from './patients.module.css';

const AGE_GROUP_LABELS = { adult: 'Adult', child: 'Child' } as const;

/** /account/patients: the other patients of the account (at most 5, children 5-12 or adults). */
export function PatientsPage() {
  const list = useApiQuery(ACCOUNT_PATHS.patients, { answer: PatientList });
  const { retry } = list;
  const deleting = useRef<AccountPatient | null>(null);

  const onSettled = useCallback(
    ({ name, action }: EventPayload<'modal:settled'>) => {
      if (name === 'addPatient' || name === 'editPatientModal') {
        if (action === 'confirm') retry();
        return;
      }
      if (name !== 'confirmModal' || !deleting.current) return;
      const patient = deleting.current;
      deleting.current = null;
      if (action === 'confirm') void deletePatient(patient).then(retry);
    },
    [retry],
  );
  useEventListener('modal:settled', onSettled);

  const askToDelete = (patient: AccountPatient) => {
    deleting.current = patient;
    getEventBus().emit('modal:open', {
      name: 'confirmModal',
      props: {
        title: 'Delete the patient',
        message: `Delete ${patient.firstName} ${patient.lastName} from your patients?`,
        confirmLabel: 'Delete',
      },
    });
  };

  return (
    <Page>
      <h1>Patients</h1>
      {list.status === 'loading' ? <Loading label="Loading your patients…" /> : null}
      {list.status === 'error' ? <LoadFailed message={MESSAGES.unexpected} onRetry={retry} /> : null}
      {list.status === 'success' ? <PatientTable patients={list.data.patients} onDelete={askToDelete} /> : null}
    </Page>
  );
}

function PatientTable({
  patients,
  onDelete,
}: {
  patients: readonly AccountPatient[];
  onDelete: (patient: AccountPatient) => void;
}) {
  const limit = validateExtraPatientLimit(patients.length);
  const limitId = useId();
  const bus = getEventBus();
  return (
    <>
      {patients.length === 0 ? (
        <p>You have not added any patients yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your patients">
          {patients.map((patient) => (
            <li key={patient.id} className={styles.patient}>
              <span>
                <strong>
                  {patient.firstName} {patient.lastName}
                </strong>{' '}
                · {AGE_GROUP_LABELS[patient.ageGroup]} · {patient.birthDate}
              </span>
              <span className={styles.actions}>
                <Button
                  theme="outline"
                  size="sm"
                  aria-label={`Edit ${patient.firstName} ${patient.lastName}`}
                  onClick={() => bus.emit('modal:open', { name: 'editPatientModal', props: { patient } })}
                >
                  Edit
                </Button>
                <Button
                  theme="outline"
                  size="sm"
                  aria-label={`Delete ${patient.firstName} ${patient.lastName}`}
                  onClick={() => onDelete(patient)}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {limit ? <p id={limitId}>{limit}</p> : null}
      <Button
        disabled={limit !== null}
        aria-describedby={limit ? limitId : undefined}
        onClick={() => bus.emit('modal:open', { name: 'addPatient' })}
      >
        Add a patient
      </Button>
    </>
  );
}

/** Deletes the patient and tells the rest of the site, so carts drop them from their items. */
async function deletePatient(patient: AccountPatient): Promise<void> {
  try {
    await getApiClient().request(ACCOUNT_PATHS.patient(patient.id), { method: 'DELETE', answer: MessageAnswer });
    getEventBus().emit('patient:deleted', { patientId: patient.id });
    showToast(MESSAGES.saved, { type: 'success' });
  } catch {
    showToast(MESSAGES.saveFailed, { type: 'error' });
  }
}
