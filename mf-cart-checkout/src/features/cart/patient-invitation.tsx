import { useCallback, useRef } from 'react';
import { enums, is, type } from 'superstruct';
import { getEventBus, useEventListener, useLatestEvent, type EventPayload } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';

/** The id of the first field of the cart's add-a-patient form, where a guest who chose to add a patient lands. */
export const ADD_PATIENT_FIRST_FIELD_ID = 'cart-add-patient-first-name';

export const INVITATION_TEXTS = {
  guest: 'Log in to add yourself as a patient, or add a patient below and continue as a guest.',
  signedIn: 'Who are the tests for? Add yourself, or add another patient below.',
  guestAction: 'Log in or add a patient',
  signedInAction: 'Add me as a patient',
} as const;

/** What authModal confirms with (its remote's contract): the visitor logged in, or will add a patient as a guest. */
const AuthChoice = type({ choice: enums(['logged-in', 'add-patient']) });

interface PatientInvitationProps {
  /** The item that has no patient; without it the invitation is for the whole cart. */
  itemId?: string;
  /** The id of the item's name, which says which test the control is for. */
  describedBy?: string;
}

/**
 * Guests are invited to log in or add a patient. A guest's control opens authModal; a signed-in person's
 * opens addCurrentPatientModal, whose `patient:current-added` the page's cart takes in. A guest who logs in from
 * here goes on to add themselves; one who chooses to add a patient lands on the form.
 */
export function PatientInvitation({ itemId, describedBy }: PatientInvitationProps) {
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.token && session.user);
  // Only the control that opened authModal follows its answer; the modal is shared with the rest of the site.
  const awaitingAuth = useRef(false);

  const openAddCurrentPatient = useCallback(() => {
    getEventBus().emit('modal:open', {
      name: 'addCurrentPatientModal',
      ...(itemId === undefined ? {} : { props: { itemId } }),
    });
  }, [itemId]);

  useEventListener(
    'modal:settled',
    useCallback(
      ({ name, action, value }: EventPayload<'modal:settled'>) => {
        if (name !== 'authModal' || !awaitingAuth.current) return;
        awaitingAuth.current = false;
        if (action !== 'confirm' || !is(value, AuthChoice)) return;
        if (value.choice === 'logged-in') openAddCurrentPatient();
        else document.getElementById(ADD_PATIENT_FIRST_FIELD_ID)?.focus();
      },
      [openAddCurrentPatient],
    ),
  );

  const invite = () => {
    if (signedIn) {
      openAddCurrentPatient();
      return;
    }
    awaitingAuth.current = true;
    getEventBus().emit('modal:open', { name: 'authModal' });
  };

  const action = (
    <Button theme="secondary" size="sm" aria-describedby={describedBy} onClick={invite}>
      {signedIn ? INVITATION_TEXTS.signedInAction : INVITATION_TEXTS.guestAction}
    </Button>
  );
  if (itemId !== undefined) return action;
  return (
    <div>
      <p>{signedIn ? INVITATION_TEXTS.signedIn : INVITATION_TEXTS.guest}</p>
      {action}
    </div>
  );
}
