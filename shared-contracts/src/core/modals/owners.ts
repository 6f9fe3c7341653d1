import type { RemoteName } from '../routes/remotes';
import type { ModalName } from './names';

/** Which part of the site renders each modal's body. The shell's modal host asks the owner by name. */
export const MODAL_OWNERS: Readonly<Record<ModalName, RemoteName | 'shell'>> = {
  addPatient: 'mf-account',
  addCurrentPatientModal: 'mf-account',
  editPatientModal: 'mf-account',
  confirmModal: 'shell',
  rolesModal: 'mf-account',
  replaceServiceModal: 'mf-cart-checkout',
  screeningServiceWarningModal: 'mf-catalogue',
  chooseCityModal: 'mf-catalogue',
  authModal: 'mf-account',
  selectCollectionPointToContinue: 'mf-catalogue',
  addVisitServiceToPatient: 'mf-cart-checkout',
  doctorAskForAccessToHistoryModal: 'mf-account',
  blockedPatientModal: 'mf-account',
  userHasActiveWeightLossProgramModal: 'mf-quiz',
};
