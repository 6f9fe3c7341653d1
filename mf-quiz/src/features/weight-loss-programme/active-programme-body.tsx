import { is } from 'superstruct';
import { ActiveWeightLossProgramProps, type ActiveWeightLossProgramChoice } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { Button, type ModalBodyProps, modalChoice } from '@labshop/shared-contracts/web/ui';

export const ACTIVE_PROGRAMME_TEXTS = {
  title: 'You already have a weight-loss programme',
  progress: 'Go to my progress',
  cancel: 'Cancel',
} as const;

/** Where progress is followed when the opener names no page of the site. */
export const PROGRESS_PATH = '/weight-loss/progress';

function progressPath(href: string): string {
  // Only a path of this site: the dialog never sends anyone elsewhere.
  return href.startsWith('/') && !href.startsWith('//') ? href : PROGRESS_PATH;
}

/**
 * userHasActiveWeightLossProgramModal: a patient who follows a weight-loss programme asks for another. One programme
 * is followed at a time, so the dialog offers the one they have: its progress page, or nothing (Cancel, Escape).
 */
export function ActiveProgrammeBody({ props, confirm, cancel }: ModalBodyProps) {
  const known = is(props, ActiveWeightLossProgramProps) ? props : null;
  const who = known?.patientName ? `${known.patientName} already follows` : 'You already follow';
  const programme = known ? `the ${known.programmeName} programme` : 'a weight-loss programme';
  const goToProgress = () => {
    confirm({ choice: 'progress' } satisfies ActiveWeightLossProgramChoice);
    getEventBus().emit('navigate:requested', { to: progressPath(known?.progressHref ?? PROGRESS_PATH) });
  };
  return (
    <div className={modalChoice.body}>
      <p>
        {who} {programme}. One programme is followed at a time: see how it is going, or finish it before starting
        another.
      </p>
      <div className={modalChoice.actions}>
        <Button theme="outline" size="modal" onClick={cancel}>
          {ACTIVE_PROGRAMME_TEXTS.cancel}
        </Button>
        <Button size="modal" onClick={goToProgress}>
          {ACTIVE_PROGRAMME_TEXTS.progress}
        </Button>
      </div>
    </div>
  );
}
