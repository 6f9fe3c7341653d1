import { getEventBus } from '@labshop/shared-contracts/web';
import { getPageCart } from '../features/cart/cart-sync';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { createIdempotencyKeys } from '../features/checkout/idempotency-key';
import { PaymentRetryPage } from '../features/payment-retry/payment-retry-page';
import { PaymentStatusPage } from '../features/payment-status/payment-status-page';
import { createOrdersApi } from '../lib/orders-api';
import { goToPaymentPage } from '../lib/payment-page';

// One of each for the page: the guest's order tokens and the attempt's key live in browser storage anyway.
const ordersApi = createOrdersApi();
const idempotencyKeys = createIdempotencyKeys();

/** Checkout of the page's cart; the city or centre chosen here goes on the bus like a choice made anywhere. */
export function PageCheckout() {
  const cart = getPageCart();
  return (
    <CheckoutPage
      cart={cart}
      api={ordersApi}
      keys={idempotencyKeys}
      goToPaymentPage={goToPaymentPage}
      onChooseLocation={(location) => getEventBus().emit('location:chosen', location)}
      discountCode={() => cart.discountCode.applied?.code ?? null}
    />
  );
}

export function PagePaymentStatus() {
  return <PaymentStatusPage api={ordersApi} />;
}

export function PagePaymentRetry() {
  return <PaymentRetryPage api={ordersApi} goToPaymentPage={goToPaymentPage} />;
}
