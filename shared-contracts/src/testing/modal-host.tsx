import { useCallback, useState } from 'react';
import type { ModalName } from '@labshop/shared-contracts/core';
import { getEventBus, useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import { Modal, useModalBody } from '@labshop/shared-contracts/web/ui';

interface Opened {
  name: ModalName;
  props: Readonly<Record<string, unknown>>;
}

function RegisteredModal({
  name,
  props,
  settle,
}: Opened & { settle: (action: 'confirm' | 'cancel', value?: unknown) => void }) {
  const registration = useModalBody(name);
  if (!registration) return null;
  const { Body, title } = registration;
  const cancel = () => settle('cancel');
  return (
    <Modal open title={typeof title === 'function' ? title(props) : title} onCancel={cancel}>
      <Body name={name} props={props} confirm={(value) => settle('confirm', value)} cancel={cancel} />
    </Modal>
  );
}

/**
 * A stand-in for the shell's modal host in a remote's tests, keeping its contract: it opens the body a remote
 * registered on `modal:open`, in the kit's Modal, and emits `modal:settled` when the body confirms or cancels.
 * The shell's own host is tested in the shell.
 */
export function TestModalHost() {
  const [open, setOpen] = useState<Opened[]>([]);
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
  return (
    <>
      {open.map((modal) => (
        <RegisteredModal
          key={modal.name}
          {...modal}
          settle={(action, value) => {
            setOpen((current) => current.filter((held) => held.name !== modal.name));
            getEventBus().emit('modal:settled', { name: modal.name, action, value });
          }}
        />
      ))}
    </>
  );
}
