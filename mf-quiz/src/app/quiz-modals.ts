import { heldRegistration, registerModalBody } from '@labshop/shared-contracts/web/ui';
import { ACTIVE_PROGRAMME_TEXTS, ActiveProgrammeBody } from '../features/weight-loss-programme/active-programme-body';

/**
 * The quiz's page-wide modals (the notice of a weight-loss programme already followed) are held both by the
 * page-wide part and by the quiz's own pages (alone, without the shell): registered once while anyone holds them.
 */
export const holdQuizModals = heldRegistration(() =>
  registerModalBody('userHasActiveWeightLossProgramModal', {
    title: ACTIVE_PROGRAMME_TEXTS.title,
    Body: ActiveProgrammeBody,
  }),
);
