/** Every modal of the product, opened and closed by name over the event bus. */
export const MODAL_NAMES = [
  'addPatient',
  'addCurrentPatientModal',
  'editPatientModal',
  'confirmModal',
  'rolesModal',
  'replaceServiceModal',
  'screeningServiceWarningModal',
  'chooseCityModal',
  'authModal',
  'selectCollectionPointToContinue',
  'addVisitServiceToPatient',
  'doctorAskForAccessToHistoryModal',
  'blockedPatientModal',
  'userHasActiveWeightLossProgramModal',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];
