import { downloadFile } from '@labshop/shared-contracts/web/remote-kit';
import { useState } from 'react';
import { DOWNLOAD_FAILED_MESSAGE, ORDER_PATHS } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { ORDERS_TEXTS } from './orders-texts';

/** Downloads a paid order's receipt, saying so on the page as well as in a toast when that fails. */
export function ReceiptButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    setFailed(!(await downloadFile(ORDER_PATHS.receipt(orderId), `receipt-${orderNumber}.pdf`)));
    setBusy(false);
  };
  return (
    <>
      <Button
        theme="outline"
        size="sm"
        loading={busy}
        onClick={() => void download()}
        aria-label={`${ORDERS_TEXTS.receipt}, order ${orderNumber}`}
      >
        Receipt (PDF)
      </Button>
      {failed ? <span role="alert">{DOWNLOAD_FAILED_MESSAGE}</span> : null}
    </>
  );
}
