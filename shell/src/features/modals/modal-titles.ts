import type { ModalName } from '@labshop/shared-contracts/core';

/** Titles for the generic dialog the shell shows while a remote has not registered the modal's body. */
export const MODAL_TITLES: Record<ModalName, string> = {
  addPatient: 'Add a patient',
  addCurrentPatientModal: 'Add yourself as a patient',
  editPatientModal: 'Edit patient',
  confirmModal: 'Are you sure?',
  rolesModal: 'Switch role',
  replaceServiceModal: 'Replace the test?',
  screeningServiceWarningModal: 'About this screening test',
  chooseCityModal: 'Choose your city',
  authModal: 'Log in',
  selectCollectionPointToContinue: 'Choose a collection point',
  addVisitServiceToPatient: 'Add a visit for a patient',
  doctorAskForAccessToHistoryModal: 'A doctor asks for access to your results',
  blockedPatientModal: 'Your account is blocked',
  userHasActiveWeightLossProgramModal: 'You already have a weight-loss programme',
};

export function textProp(props: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = props[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
