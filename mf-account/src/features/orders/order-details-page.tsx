import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, homeVisitText, ORDER_PATHS, OrderDetails } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { formatDate } from '@labshop/shared-contracts/web/ui';
import { CollectResults, placeOfSample } from './collect-results';
import { OrderActions } from './order-actions';
import { OrderCharges } from './order-charges';
import { OrderLoadError } from './order-load-error';
import { OrderStatusBadge } from './order-status-badge';
import { ORDERS_TEXTS } from './orders-texts';
import { PaymentHistorySection } from './payment-history';
import { hasResult, useOrderResults } from './use-order-results';
import styles from './orders.module.css';

/**
 * /account/orders/:orderId: one order of the account as it was charged, where its samples are taken, its payments,
 * its receipt once paid and each of its results as it arrives. Another account's order is the site's 404 page.
 */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const query = useApiQuery(ORDER_PATHS.order(orderId), { answer: OrderDetails });
  const results = useOrderResults();
  if (query.status === 'error' && query.error instanceof ApiError && query.error.code === 404) return <NotFound />;
  const order = query.data;
  const tests = order ? (results.byOrder.get(order.number) ?? []) : [];
  return (
    <Page aria-busy={query.status === 'loading'}>
      <p>
        <Link to="/account/orders">All orders</Link>
      </p>
      <h1>{order ? `Order ${order.number}` : 'Order details'}</h1>
      {query.status === 'loading' ? <Loading label={ORDERS_TEXTS.detailsLoading} /> : null}
      {query.status === 'error' ? <OrderLoadError error={query.error} onRetry={query.retry} /> : null}
      {order ? (
        <div className={styles.sections}>
          <Summary order={order} />
          <OrderActions order={order} hasResults={hasResult(tests)} onChanged={query.retry} />
          <OrderCharges order={order} />
          <CollectResults order={order} tests={tests} status={results.status} />
          <PaymentHistorySection orderId={order.id} paidAtCentre={order.paymentMethod === 'at_centre'} />
        </div>
      ) : null}
    </Page>
  );
}

function Summary({ order }: { order: OrderDetails }) {
  const headingId = useId();
  const home = order.location.kind === 'home-service';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.hiddenHeading}>
        Summary
      </h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>Placed</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>Patients</dt>
        <dd>{order.patients.map((patient) => `${patient.firstName} ${patient.lastName}`).join(', ')}</dd>
        <dt>Collection</dt>
        <dd>{home ? 'Home visit by a nurse' : 'At a collection point'}</dd>
        <dt>Place</dt>
        <dd>{placeOfSample(order.location, order).replace(/^at /, '')}</dd>
        {order.homeVisit ? (
          <>
            <dt>Nurse's visit</dt>
            <dd>{homeVisitText(order.homeVisit)}</dd>
          </>
        ) : null}
        <dt>Payment</dt>
        <dd>{order.paymentMethod === 'online' ? 'Online' : 'At the collection point'}</dd>
      </dl>
    </section>
  );
}
