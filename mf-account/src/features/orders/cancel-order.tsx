import { useState } from 'react';
import { ORDER_PATHS, OrderDetails } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, Modal, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { ORDERS_TEXTS } from './orders-texts';

/**
 * Cancels an unpaid order behind a confirmation, as cancelling cannot be undone; `onCancelled` lets the page read
 * the order again.
 */
export function CancelOrder({ orderId, orderNumber, onCancelled }: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const cancel = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await getApiClient().request(ORDER_PATHS.cancel(orderId), { method: 'POST', answer: OrderDetails });
      setOpen(false);
      showToast(ORDERS_TEXTS.cancelled, { type: 'success' });
      onCancelled();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button theme="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Cancel order ${orderNumber}`}>
        Cancel
      </Button>
      <Modal
        open={open}
        size="sm"
        title={ORDERS_TEXTS.cancelTitle}
        onCancel={() => setOpen(false)}
        footer={
          <>
            <Button theme="secondary" onClick={() => setOpen(false)}>
              {ORDERS_TEXTS.cancelKeep}
            </Button>
            <Button loading={busy} onClick={() => void cancel()}>
              {ORDERS_TEXTS.cancelConfirm}
            </Button>
          </>
        }
      >
        <p>
          Order {orderNumber}. {ORDERS_TEXTS.cancelBody}
        </p>
        {failed ? <p role="alert">{MESSAGES.forbidden}</p> : null}
      </Modal>
    </>
  );
}

interface CancelOrderProps {
  orderId: string;
  orderNumber: string;
  onCancelled: () => void;
}
