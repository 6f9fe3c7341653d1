import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  formatMoney,
  PAYMENT_START_FAILED_MESSAGE,
  paymentStatusPath,
  type OrderDetails,
} from '@labshop/shared-contracts/core';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { errorBodyOf, statusOf } from '../../lib/api-errors';
import { LinkExpired } from '../../lib/link-expired';
import { OrderFacts } from '../../lib/order-facts';
import type { OrdersApi } from '../../lib/orders-api';
import type { GoToPaymentPage } from '../../lib/payment-page';
import { useLinkToken } from '../../lib/use-link-token';
import { useOrder } from '../../lib/use-order';
import styles from './payment-retry.module.css';

/** Starts a new online payment; while it starts a second click does nothing. */
function PayAgain({
  order,
  api,
  goToPaymentPage,
}: {
  order: OrderDetails;
  api: OrdersApi;
  goToPaymentPage: GoToPaymentPage;
}) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A ref, not only state: a second click may come before React renders the first one's state.
  const running = useRef(false);

  function start() {
    if (running.current) return;
    running.current = true;
    setStarting(true);
    setFailure(null);
    api.startPayment(order.id).then(
      (payment) => goToPaymentPage(payment.redirectUrl),
      (error: unknown) => {
        // 409: paid meanwhile or no longer payable online; the API's message says which.
        setFailure(
          statusOf(error) === 409
            ? (errorBodyOf(error)?.message ?? PAYMENT_START_FAILED_MESSAGE)
            : PAYMENT_START_FAILED_MESSAGE,
        );
        running.current = false;
        setStarting(false);
      },
    );
  }

  return (
    <>
      <div role="alert" className={failure ? styles.alert : undefined}>
        {failure ? <p>{failure}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button size="lg" onClick={start} aria-disabled={starting || undefined}>
          {starting ? 'Starting the payment…' : `Pay ${formatMoney(order.totalMinor, order.currency)}`}
        </Button>
        <Link to={paymentStatusPath(order.id)}>Back to the payment status</Link>
      </div>
    </>
  );
}

/** /payment/retry/:orderId: a new online payment for an order whose payment failed or is still pending. */
export function PaymentRetryPage({ api, goToPaymentPage }: { api: OrdersApi; goToPaymentPage: GoToPaymentPage }) {
  const { orderId = '' } = useParams();
  const { state, refresh } = useOrder(api, orderId, useLinkToken());
  return (
    <Page>
      <h1>Retry payment</h1>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <Loading label="Loading the order…" /> : null}
        {state.status === 'error' ? <LoadFailed message="The order could not be loaded." onRetry={refresh} /> : null}
        {state.status === 'not-found' ? (
          <section aria-labelledby="retry-not-found">
            <h2 id="retry-not-found">Order not found</h2>
            <p>
              We can&apos;t find this order. Go to the <Link to="/">main page</Link>.
            </p>
          </section>
        ) : null}
        {state.status === 'link-expired' ? <LinkExpired message={state.message} /> : null}
        {state.status === 'success' ? (
          <>
            {state.order.canPay ? (
              <>
                <p>Your order is saved. Start a new payment to complete it.</p>
                <PayAgain order={state.order} api={api} goToPaymentPage={goToPaymentPage} />
              </>
            ) : (
              <p>
                This order cannot be paid online now.{' '}
                <Link to={paymentStatusPath(state.order.id)}>See its payment status</Link>
              </p>
            )}
            <OrderFacts order={state.order} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
