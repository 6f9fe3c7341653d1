import { useState } from 'react';
import { is, string } from 'superstruct';
import { ACCOUNT_PATHS, Profile } from '@labshop/shared-contracts/core';
import { getEventBus, useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';

export const ADD_CURRENT_PATIENT_TITLE = 'Add yourself as a patient';

/**
 * addCurrentPatientModal: the account holder adds themselves as a patient of the tests, of one item when opened
 * with `{ itemId }`. Confirms with the patient and publishes `patient:current-added` for the cart. A guest is
 * invited to log in instead (authModal).
 */
export function AddCurrentPatientBody(props: ModalBodyProps) {
  const user = useLatestEvent('session:changed')?.user ?? null;
  if (!user) return <GuestInvitation {...props} />;
  return <AccountHolder {...props} userId={user.id} />;
}

function GuestInvitation({ cancel }: ModalBodyProps) {
  const logIn = () => {
    cancel();
    getEventBus().emit('modal:open', { name: 'authModal' });
  };
  return (
    <>
      <p>Log in to add yourself as a patient, or add a patient as a guest.</p>
      <Button size="modal" onClick={logIn}>
        Log in
      </Button>
    </>
  );
}

function AccountHolder({ props, confirm, cancel, userId }: ModalBodyProps & { userId: string }) {
  const profile = useApiQuery(ACCOUNT_PATHS.profile, { answer: Profile });
  const [added, setAdded] = useState(false);
  const itemId = is(props.itemId, string()) ? props.itemId : undefined;

  if (profile.status === 'loading') return <Loading label="Loading your details…" />;
  if (profile.status === 'error') return <LoadFailed message={MESSAGES.unexpected} onRetry={profile.retry} />;
  const { firstName, lastName, pesel, birthDate } = profile.data;

  const add = () => {
    if (added) return;
    setAdded(true);
    const patient = { id: userId, first_name: firstName, last_name: lastName };
    getEventBus().emit('patient:current-added', { patient, ...(itemId === undefined ? {} : { itemId }) });
    confirm({ patient, itemId });
  };

  return (
    <>
      <p>The tests will be for you:</p>
      <dl>
        <dt>Name</dt>
        <dd>
          {firstName} {lastName}
        </dd>
        {pesel ? (
          <>
            <dt>PESEL number</dt>
            <dd>{pesel}</dd>
          </>
        ) : null}
        {birthDate ? (
          <>
            <dt>Date of birth</dt>
            <dd>{birthDate}</dd>
          </>
        ) : null}
      </dl>
      <Button size="modal" onClick={add} disabled={added}>
        Add me as a patient
      </Button>
      <Button theme="outline" size="modal" onClick={cancel}>
        Cancel
      </Button>
    </>
  );
}
