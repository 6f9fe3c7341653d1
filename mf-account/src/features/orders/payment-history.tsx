import { useId } from 'react';
import { ORDER_PATHS, PAYMENT_ATTEMPT_STATUS_TEXTS, PaymentHistory } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { formatDate, Price, Table } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import styles from './orders.module.css';

/** Every attempt to pay the order online, oldest first, with how each ended. */
export function PaymentHistorySection({ orderId, paidAtCentre }: { orderId: string; paidAtCentre: boolean }) {
  const headingId = useId();
  const query = useApiQuery(ORDER_PATHS.payments(orderId), { answer: PaymentHistory });
  return (
    <section aria-labelledby={headingId} aria-busy={query.status === 'loading'}>
      <h2 id={headingId}>Payments</h2>
      {query.status === 'loading' ? <Loading label="Loading the payments…" /> : null}
      {query.status === 'error' ? <LoadFailed message={MESSAGES.unexpected} onRetry={query.retry} /> : null}
      {query.data && query.data.payments.length === 0 ? (
        <p className={styles.muted}>
          {paidAtCentre ? 'This order is paid at the visit.' : 'No payment has been started for this order yet.'}
        </p>
      ) : null}
      {query.data && query.data.payments.length > 0 ? (
        <Table
          caption="Payments of this order, oldest first"
          captionHidden
          rows={query.data.payments}
          rowKey={(payment) => payment.id}
          columns={[
            { id: 'date', header: 'Started', cell: (payment) => formatDate(payment.startedAt) },
            { id: 'status', header: 'Outcome', cell: (payment) => PAYMENT_ATTEMPT_STATUS_TEXTS[payment.status] },
            {
              id: 'amount',
              header: 'Amount',
              numeric: true,
              cell: (payment) => (
                <Price amountMinor={payment.amountMinor} currency={payment.currency} size="sm" align="end" />
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
