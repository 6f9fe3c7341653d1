import { Link, useParams } from 'react-router-dom';
import type { OrderDetails } from '@labshop/shared-contracts/core';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { OrderFacts } from '../../lib/order-facts';
import { LinkExpired } from '../../lib/link-expired';
import type { OrdersApi } from '../../lib/orders-api';
import { useLinkToken } from '../../lib/use-link-token';
import { useOrder, type OrderState } from '../../lib/use-order';
import { STATUS_TEXTS } from './status-texts';
import styles from './payment-status.module.css';

export function retryPath(orderId: string): string {
  return `/payment/retry/${encodeURIComponent(orderId)}`;
}

/** The page of the doctor's visit an order pays for: its confirmation, with how to join or where to go. */
export function visitPath(appointmentId: string): string {
  return `/appointment/selected/${encodeURIComponent(appointmentId)}`;
}

function announcement(state: OrderState): string {
  if (state.status === 'loading') return '';
  if (state.status === 'not-found') return 'The order was not found.';
  if (state.status === 'link-expired') return 'The link to this order has expired.';
  if (state.status === 'error') return 'The payment status could not be loaded.';
  if (state.refreshing) return 'Checking the payment status…';
  const text = STATUS_TEXTS[state.order.status].announcement;
  return state.checks > 0 ? `Checked again. ${text}` : text;
}

function StatusPanel({
  order,
  refreshing,
  onCheck,
}: {
  order: OrderDetails;
  refreshing: boolean;
  onCheck: () => void;
}) {
  const text = STATUS_TEXTS[order.status];
  const settled = order.status === 'paid' || order.status === 'awaiting_payment_at_visit';
  const tone =
    order.status === 'failed' || order.status === 'cancelled' || order.status === 'expired'
      ? styles.problem
      : order.status === 'pending_payment'
        ? styles.pending
        : styles.panel;
  return (
    <section aria-labelledby="payment-status-heading" className={tone}>
      <h2 id="payment-status-heading">{text.heading}</h2>
      <p>{text.body}</p>
      {settled ? <p>We have sent the confirmation to {order.email}.</p> : null}
      <div className={styles.actions}>
        {order.status === 'pending_payment' ? (
          <Button theme="secondary" onClick={onCheck} aria-disabled={refreshing || undefined}>
            Check status again
          </Button>
        ) : null}
        {order.status === 'failed' ? (
          <Link to={retryPath(order.id)} className={styles.primaryLink}>
            Try the payment again
          </Link>
        ) : null}
        {order.status === 'pending_payment' && order.canPay ? <Link to={retryPath(order.id)}>Pay again</Link> : null}
        {order.appointmentId ? (
          // A visit's order leads back to the visit: paid, it is the next step; otherwise a way back to it.
          <Link to={visitPath(order.appointmentId)} className={settled ? styles.primaryLink : undefined}>
            {settled ? 'See your visit' : 'Back to your visit'}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** /payment/status/:orderId: where every payment returns; thanks, pending with a re-check, or a way to retry. */
export function PaymentStatusPage({ api }: { api: OrdersApi }) {
  const { orderId = '' } = useParams();
  const { state, refresh } = useOrder(api, orderId, useLinkToken());
  return (
    <Page>
      <h1>Payment status</h1>
      <p role="status" aria-live="polite" className={styles.live}>
        {announcement(state)}
      </p>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <Loading label="Loading the payment status…" /> : null}
        {state.status === 'error' ? (
          <LoadFailed message="The payment status could not be loaded." onRetry={refresh} />
        ) : null}
        {state.status === 'not-found' ? (
          <section aria-labelledby="order-not-found">
            <h2 id="order-not-found">Order not found</h2>
            <p>
              We can&apos;t find this order. It may have been placed in another browser. Check the confirmation e-mail,
              or go to the <Link to="/">main page</Link>.
            </p>
          </section>
        ) : null}
        {state.status === 'link-expired' ? <LinkExpired message={state.message} /> : null}
        {state.status === 'success' ? (
          <>
            <StatusPanel order={state.order} refreshing={state.refreshing} onCheck={refresh} />
            <OrderFacts order={state.order} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
