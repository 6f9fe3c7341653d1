import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { paymentStatusPath } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import type { OrdersApi } from '../../lib/orders-api';
import type { GoToPaymentPage } from '../../lib/payment-page';
import type { CheckoutCart, ChosenLocation } from './checkout-cart';
import { CheckoutStore, type CheckoutOutcome } from './checkout-store';
import type { IdempotencyKeys } from './idempotency-key';
import { LocationSection } from './location-section';
import { PriceLines } from '../../lib/price-lines';
import { OrderSummary } from './order-summary';
import { PatientDetailsSection } from './patient-details-section';
import { PaymentSection } from './payment-section';
import styles from './checkout.module.css';

export interface CheckoutPageProps {
  cart: CheckoutCart;
  api: OrdersApi;
  keys: IdempotencyKeys;
  goToPaymentPage: GoToPaymentPage;
  /** Announces the city or centre chosen here to the whole page (the cart reprices for it). */
  onChooseLocation: (location: ChosenLocation) => void;
  discountCode?: () => string | null;
}

function EmptyCheckout() {
  return (
    <section aria-labelledby="checkout-empty">
      <h2 id="checkout-empty">Your cart is empty</h2>
      <p>
        Add tests from the <Link to="/lab-test-list/tests">tests catalogue</Link> before checking out.
      </p>
    </section>
  );
}

const CheckoutAlert = observer(function CheckoutAlert({
  store,
  onRetryPayment,
}: {
  store: CheckoutStore;
  onRetryPayment: (orderId: string) => void;
}) {
  const unpaid = store.unpaidOrderId;
  const priceChange = store.priceChange;
  return (
    <div role="alert" tabIndex={-1} className={store.formError ? styles.alert : undefined} data-checkout-alert="">
      {store.formError ? <p>{store.formError}</p> : null}
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
        <ul>
          {store.unavailableItems.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      {store.unavailableItems.length > 0 ? <Link to="/cart">Change the tests in the cart</Link> : null}
      {unpaid ? (
        <div className={styles.submit}>
          <Button size="sm" disabled={store.submitting} onClick={() => onRetryPayment(unpaid)}>
            Try the payment again
          </Button>
          <Link to={paymentStatusPath(unpaid)}>See the order</Link>
        </div>
      ) : null}
    </div>
  );
});

/** /checkout: where, for whom and how the cart is bought; the order is placed once, then paid. */
export const CheckoutPage = observer(function CheckoutPage(props: CheckoutPageProps) {
  const { cart, api, keys, goToPaymentPage, onChooseLocation, discountCode } = props;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [store] = useState(() => new CheckoutStore({ cart, api, keys, ...(discountCode ? { discountCode } : {}) }));

  // Every price is read again as checkout opens, so the total the buyer confirms is the shop's price now.
  useEffect(() => {
    void cart.refreshAll();
  }, [cart]);

  // A signed-in buyer's confirmation goes to their account's address unless they type another.
  const session = useLatestEvent('session:changed');
  useEffect(() => {
    const email = session?.user?.email;
    if (email && store.email === '') store.setEmail(email);
  }, [session, store]);

  function follow(outcome: CheckoutOutcome) {
    if (outcome.kind === 'pay') goToPaymentPage(outcome.redirectUrl);
    else if (outcome.kind === 'status') void navigate(paymentStatusPath(outcome.orderId));
    else focusFirstProblem(formRef.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    follow(await store.submit());
  }

  const placed = store.placedOrderId !== null;
  const payLabel = store.effectivePaymentMethod === 'online' ? 'Order and pay' : 'Place the order';
  return (
    <Page>
      <h1 id="checkout-title">Checkout</h1>
      {cart.itemCount === 0 && !placed ? (
        <EmptyCheckout />
      ) : (
        <div className={styles.layout}>
          <form ref={formRef} aria-labelledby="checkout-title" noValidate onSubmit={(event) => void submit(event)}>
            {placed ? null : (
              <>
                <LocationSection store={store} onChoose={onChooseLocation} />
                <PatientDetailsSection store={store} />
                <PaymentSection store={store} />
              </>
            )}
            <CheckoutAlert store={store} onRetryPayment={(orderId) => void store.startPayment(orderId).then(follow)} />
            {placed ? null : (
              <div className={styles.submit}>
                <Button type="submit" size="lg" aria-disabled={store.submitting || cart.loading || undefined}>
                  {store.submitting ? 'Placing the order…' : payLabel}
                </Button>
                <Link to="/cart">Back to the cart</Link>
              </div>
            )}
          </form>
          {placed ? null : <OrderSummary cart={cart} />}
        </div>
      )}
    </Page>
  );
});

/** After a refused submit the keyboard lands on the first field to fix, or on the message. */
function focusFirstProblem(form: HTMLFormElement | null): void {
  setTimeout(() => {
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-checkout-alert]');
    target?.focus();
  });
}
