import { observer } from 'mobx-react-lite';
import { PriceLines } from '../../lib/price-lines';
import type { CheckoutCart } from './checkout-cart';
import styles from './checkout.module.css';

/** How the total the buyer confirms reads, in the summary and beside the order button. */
export const TOTAL_TO_PAY_LABEL = 'Total to pay';

/** The price as the order will be charged: every line, then the total the buyer confirms. */
export const OrderSummary = observer(function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const quote = cart.quote;
  const people = cart.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.first_name} ${patient.last_name}`.trim(),
  }));
  return (
    <section aria-labelledby="order-summary" aria-busy={cart.priceUpdating} className={styles.summary}>
      <h2 id="order-summary">Your order</h2>
      <p role="status" aria-live="polite" className={styles.quiet}>
        {cart.priceUpdating ? 'Updating prices…' : ''}
      </p>
      <PriceLines
        lines={quote.lines}
        people={people}
        totalMinor={quote.totalMinor}
        currency={cart.currency}
        totalLabel={TOTAL_TO_PAY_LABEL}
        label="Price breakdown"
      />
    </section>
  );
});
