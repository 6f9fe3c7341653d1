import { getEventBus, type EventBus } from '@labshop/shared-contracts';
import { registerModalBody } from '@labshop/shared-contracts/ui';
import { BLOCKED_TITLE, BlockedPatientBody } from '../features/blocked/blocked-patient-body';
import {
  ADD_PATIENT_TITLE,
  AddPatientBody,
  EDIT_PATIENT_TITLE,
  EditPatientBody,
} from '../features/patients/patient-modal-bodies';

/**
 * Registers the bodies of the modals this remote owns with the shell's modal host, and logs the person out
 * whenever the blocked-patient modal closes, however it closes. Returns the function that undoes both.
 */
export function registerAccountModals(bus: EventBus = getEventBus()): () => void {
  const removals = [
    registerModalBody('addPatient', { title: ADD_PATIENT_TITLE, Body: AddPatientBody }),
    registerModalBody('editPatientModal', { title: EDIT_PATIENT_TITLE, Body: EditPatientBody }),
    registerModalBody('blockedPatientModal', { title: BLOCKED_TITLE, Body: BlockedPatientBody }),
  ];
  const subscription = bus.on('modal:settled').subscribe(({ name }) => {
    if (name === 'blockedPatientModal') bus.emit('session:changed', { user: null, token: null });
  });
  return () => {
    subscription.unsubscribe();
    removals.forEach((remove) => remove());
  };
}
