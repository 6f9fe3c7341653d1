import type { ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { Button } from '@labshop/shared-contracts/web/ui';

export const BLOCKED_TITLE = 'Your account is blocked';
export const BLOCKED_TEXT =
  'Your account has been blocked and you cannot continue. Contact us if you think this is a mistake.';

/** blockedPatientModal: the person cannot continue; closing the modal logs them out. */
export function BlockedPatientBody({ confirm }: ModalBodyProps) {
  return (
    <>
      <p>{BLOCKED_TEXT}</p>
      <Button size="modal" onClick={() => confirm()}>
        Log out
      </Button>
    </>
  );
}
