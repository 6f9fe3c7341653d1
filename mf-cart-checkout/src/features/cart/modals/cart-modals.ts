import { registerModalBody } from '@labshop/shared-contracts/web/ui';
import { ADD_VISIT_SERVICE_TEXTS, AddVisitServiceBody } from './add-visit-service-body';
import { REPLACE_SERVICE_TEXTS, ReplaceServiceBody } from './replace-service-body';

/**
 * Registers the bodies of the modals the cart owns with the shell's modal host. They belong to the page, as the
 * cart does: a package added on a catalogue page may ask its question there. Returns the undoing function.
 */
export function registerCartModals(): () => void {
  const removals = [
    registerModalBody('replaceServiceModal', { title: REPLACE_SERVICE_TEXTS.title, Body: ReplaceServiceBody }),
    registerModalBody('addVisitServiceToPatient', { title: ADD_VISIT_SERVICE_TEXTS.title, Body: AddVisitServiceBody }),
  ];
  return () => removals.forEach((remove) => remove());
}
