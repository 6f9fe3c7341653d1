import { useState } from 'react';
import { is } from 'superstruct';
import { AccountDoctor } from '@labshop/shared-contracts/core';
import { Button, showToast, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { setDoctorAccess } from './set-access';
import styles from '../results.module.css';

export const DOCTOR_ACCESS_TITLE = 'A doctor asks to see your results';

const SAVED = 'Saved successfully.';
const SAVE_FAILED = 'An error occurred. Failed to save.';

/**
 * doctorAskForAccessToHistoryModal, props `{ doctor }` from GET /api/account-data: the
 * patient lets the doctor read their result history, or refuses. Confirms with the doctor as the API answers.
 */
export function DoctorAccessBody({ props, confirm, cancel }: ModalBodyProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const doctor = props.doctor;
  if (!is(doctor, AccountDoctor)) {
    return (
      <>
        <p>This request is no longer waiting for an answer.</p>
        <Button size="modal" onClick={cancel}>
          Close
        </Button>
      </>
    );
  }

  const answer = async (addAccess: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const updated = await setDoctorAccess(doctor.id, addAccess);
      showToast(SAVED, { type: 'success' });
      confirm(updated);
    } catch {
      showToast(SAVE_FAILED, { type: 'error' });
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <strong>{doctor.name}</strong> asks for access to your result history. If you accept, they can read your results
        and those of the patients on your account until you stop sharing them under Your doctors. Every time they read
        them is listed there.
      </p>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {SAVE_FAILED}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="modal" disabled={busy} onClick={() => void answer(true)}>
          Accept
        </Button>
        <Button size="modal" theme="outline" disabled={busy} onClick={() => void answer(false)}>
          Reject
        </Button>
      </div>
    </>
  );
}
