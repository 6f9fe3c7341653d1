import { useCallback, useState } from 'react';
import { getEventBus, useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import type { ModalName } from '@labshop/shared-contracts/core';
import { Button, Modal, useModalBody } from '@labshop/shared-contracts/web/ui';
import { ConfirmModal, type HostedModalProps } from './confirm-modal';
import { MODAL_TITLES, textProp } from './modal-titles';

interface OpenModal {
  name: ModalName;
  props: Readonly<Record<string, unknown>>;
}

/**
 * Opens and closes modals by name (`modal:open`, `modal:close`). When the visitor confirms or cancels,
 * the modal closes and `modal:settled` says which. The shell draws confirmModal itself; the others show
 * the body their remote registered, or a plain titled dialog until it has.
 */
export function ModalHost() {
  const [open, setOpen] = useState<OpenModal[]>([]);

  useEventListener(
    'modal:open',
    useCallback(({ name, props }: EventPayload<'modal:open'>) => {
      setOpen((current) => [...current.filter((modal) => modal.name !== name), { name, props: props ?? {} }]);
    }, []),
  );
  useEventListener(
    'modal:close',
    useCallback(({ name }: EventPayload<'modal:close'>) => {
      setOpen((current) => current.filter((modal) => modal.name !== name));
    }, []),
  );

  const settle = useCallback((name: ModalName, action: 'confirm' | 'cancel', value?: unknown) => {
    setOpen((current) => current.filter((modal) => modal.name !== name));
    getEventBus().emit('modal:settled', { name, action, value });
  }, []);

  return (
    <>
      {open.map((modal) => (
        <HostedModal
          key={modal.name}
          name={modal.name}
          props={modal.props}
          confirm={(value) => settle(modal.name, 'confirm', value)}
          cancel={() => settle(modal.name, 'cancel')}
        />
      ))}
    </>
  );
}

function HostedModal({ name, ...hosted }: HostedModalProps & { name: ModalName }) {
  const registration = useModalBody(name);
  if (name === 'confirmModal') return <ConfirmModal {...hosted} />;
  if (registration) {
    const { Body, title } = registration;
    return (
      <Modal open title={typeof title === 'function' ? title(hosted.props) : title} onCancel={hosted.cancel}>
        <Body name={name} {...hosted} />
      </Modal>
    );
  }
  return <GenericModal name={name} {...hosted} />;
}

function GenericModal({ name, props, confirm, cancel }: HostedModalProps & { name: ModalName }) {
  const message = textProp(props, 'message');
  return (
    <Modal
      open
      title={textProp(props, 'title') ?? MODAL_TITLES[name]}
      onCancel={cancel}
      footer={
        <>
          <Button theme="outline" size="modal" onClick={cancel}>
            {textProp(props, 'cancelLabel') ?? 'Cancel'}
          </Button>
          <Button size="modal" onClick={() => confirm()}>
            {textProp(props, 'confirmLabel') ?? 'OK'}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Modal>
  );
}
