import { registerModalBody } from '@labshop/shared-contracts/web/ui';
import { SCREENING_WARNING_TEXTS, ScreeningWarningBody } from './screening-warning-body';

/** Gives the shell's modal host the body of screeningServiceWarningModal; returns the undoing function. */
export function registerScreeningWarning(): () => void {
  return registerModalBody('screeningServiceWarningModal', {
    title: SCREENING_WARNING_TEXTS.title,
    Body: ScreeningWarningBody,
  });
}
