import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { paymentStatusPath } from '@labshop/shared-contracts/core';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { PriceLines } from '../../lib/price-lines';
import type { CheckoutStore } from './checkout-store';
import styles from './checkout.module.css';

/**
 * What stopped the order, above the button: the form's message, a new price breakdown, the tests the centre
 * refused, or the way to pay an order already placed. The live region stays on the page while it is empty, so the
 * message is heard as it appears; the kit's Alert inside it announces nothing of its own.
 */
export const CheckoutAlert = observer(function CheckoutAlert({
  store,
  onRetryPayment,
}: {
  store: CheckoutStore;
  onRetryPayment: (orderId: string) => void;
}) {
  const unpaid = store.unpaidOrderId;
  const priceChange = store.priceChange;
  return (
    <div role="alert" tabIndex={-1} className={styles.alertRegion} data-checkout-alert="">
      {store.formError ? (
        <Alert tone="danger" title={store.formError} live="off" className={styles.alert}>
          {priceChange ? (
            <PriceLines
              lines={priceChange.lines}
              people={store.cart.patients.map((patient) => ({
                id: patient.id,
                name: `${patient.first_name} ${patient.last_name}`.trim(),
              }))}
              totalMinor={priceChange.totalMinor}
              currency={priceChange.currency}
              totalLabel="New total"
              label="New price breakdown"
            />
          ) : null}
          {store.unavailableItems.length > 0 ? (
            <>
              <ul>
                {store.unavailableItems.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Link to="/cart">Change the tests in the cart</Link>
            </>
          ) : null}
          {unpaid ? (
            <div className={styles.retry}>
              <Button size="sm" disabled={store.submitting} onClick={() => onRetryPayment(unpaid)}>
                Try the payment again
              </Button>
              <Link to={paymentStatusPath(unpaid)}>See the order</Link>
            </div>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
});
