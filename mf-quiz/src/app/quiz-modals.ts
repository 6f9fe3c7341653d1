import { registerModalBody } from '@labshop/shared-contracts/web/ui';
import { ACTIVE_PROGRAMME_TEXTS, ActiveProgrammeBody } from '../features/weight-loss-programme/active-programme-body';

let holders = 0;
let release: (() => void) | null = null;

/**
 * The quiz's page-wide modals (the notice of a weight-loss programme already followed) are held both by the
 * page-wide part and by the quiz's own pages (alone, without the shell): registered once while anyone holds them.
 */
export function holdQuizModals(): () => void {
  holders += 1;
  if (holders === 1) {
    release = registerModalBody('userHasActiveWeightLossProgramModal', {
      title: ACTIVE_PROGRAMME_TEXTS.title,
      Body: ActiveProgrammeBody,
    });
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) {
      release?.();
      release = null;
    }
  };
}
