import { getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import { heldRegistration, registerModalBody } from '@labshop/shared-contracts/web/ui';
import { AUTH_TITLE, AuthBody } from '../features/auth-modal/auth-modal-body';
import { BLOCKED_TITLE, BlockedPatientBody } from '../features/blocked/blocked-patient-body';
import { ADD_CURRENT_PATIENT_TITLE, AddCurrentPatientBody } from '../features/current-patient/add-current-patient-body';
import {
  ADD_PATIENT_TITLE,
  AddPatientBody,
  EDIT_PATIENT_TITLE,
  EditPatientBody,
} from '../features/patients/patient-modal-bodies';
import { DOCTOR_ACCESS_TITLE, DoctorAccessBody } from '../features/results/doctors/doctor-access-body';
import { watchDoctorAccessRequests } from '../features/results/doctors/watch-access-requests';
import { ROLES_TITLE, RolesBody } from '../features/roles/roles-modal-body';

/**
 * Registers the bodies of the modals this remote owns with the shell's modal host, and logs the person out
 * whenever the blocked-patient modal closes, however it closes. Returns the function that undoes both.
 */
export function registerAccountModals(bus: EventBus = getEventBus()): () => void {
  const removals = [
    registerModalBody('addPatient', { title: ADD_PATIENT_TITLE, Body: AddPatientBody }),
    registerModalBody('editPatientModal', { title: EDIT_PATIENT_TITLE, Body: EditPatientBody }),
    registerModalBody('addCurrentPatientModal', { title: ADD_CURRENT_PATIENT_TITLE, Body: AddCurrentPatientBody }),
    registerModalBody('blockedPatientModal', { title: BLOCKED_TITLE, Body: BlockedPatientBody }),
    registerModalBody('rolesModal', { title: ROLES_TITLE, Body: RolesBody }),
    registerModalBody('authModal', { title: AUTH_TITLE, Body: AuthBody }),
    registerModalBody('doctorAskForAccessToHistoryModal', { title: DOCTOR_ACCESS_TITLE, Body: DoctorAccessBody }),
    watchDoctorAccessRequests(bus),
  ];
  const subscription = bus.on('modal:settled').subscribe(({ name }) => {
    if (name === 'blockedPatientModal') bus.emit('session:changed', { user: null, token: null });
  });
  return () => {
    subscription.unsubscribe();
    removals.forEach((remove) => remove());
  };
}

/**
 * The modals are held both by the page-wide part (every page) and by the account's pages (alone, without the
 * shell): registered once while anyone holds them, so leaving an account page does not take them away.
 */
export const holdAccountModals = heldRegistration(registerAccountModals);
