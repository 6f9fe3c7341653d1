import { useRef } from 'react';
import { Button, Modal } from '@labshop/shared-contracts/web/ui';
import { MODAL_TITLES, textProp } from './modal-titles';

export interface HostedModalProps {
  props: Readonly<Record<string, unknown>>;
  confirm: (value?: unknown) => void;
  cancel: () => void;
}

/**
 * The shell's own confirmation dialog. Props (all optional strings): title, message, confirmLabel,
 * cancelLabel. Cancel takes focus first, as it is the safe choice.
 */
export function ConfirmModal({ props, confirm, cancel }: HostedModalProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={textProp(props, 'title') ?? MODAL_TITLES.confirmModal}
      onCancel={cancel}
      initialFocusRef={cancelRef}
      size="sm"
      footer={
        <>
          <Button ref={cancelRef} theme="outline" size="modal" onClick={cancel}>
            {textProp(props, 'cancelLabel') ?? 'Cancel'}
          </Button>
          <Button size="modal" onClick={() => confirm()}>
            {textProp(props, 'confirmLabel') ?? 'Confirm'}
          </Button>
        </>
      }
    >
      {textProp(props, 'message') ? <p>{textProp(props, 'message')}</p> : null}
    </Modal>
  );
}
