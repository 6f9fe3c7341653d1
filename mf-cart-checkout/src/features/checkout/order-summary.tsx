import { observer } from 'mobx-react-lite';
import { formatMoney, type QuoteLine } from '@labshop/shared-contracts';
import type { CheckoutCart } from './checkout-cart';
import styles from './checkout.module.css';

function lineLabel(line: QuoteLine, cart: CheckoutCart): string {
  const patient = cart.patients.find((held) => held.id === line.patientId);
  const quantity = line.quantity !== undefined && line.quantity > 1 ? ` × ${line.quantity}` : '';
  const forWhom = patient ? ` (${`${patient.first_name} ${patient.last_name}`.trim()})` : '';
  return `${line.label}${quantity}${forWhom}`;
}

/** Spec §9 price composition as the order will be charged: every line, then the total. */
export const OrderSummary = observer(function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const quote = cart.quote;
  return (
    <section aria-labelledby="order-summary" aria-busy={cart.priceUpdating} className={styles.summary}>
      <h2 id="order-summary">Your order</h2>
      <p role="status" aria-live="polite" className={styles.quiet}>
        {cart.priceUpdating ? 'Updating prices…' : ''}
      </p>
      <dl aria-label="Price breakdown" className={styles.breakdown}>
        {quote.lines.map((line, index) => (
          <div key={`${line.kind}-${line.itemId ?? ''}-${line.patientId ?? ''}-${index}`} className={styles.row}>
            <dt>{lineLabel(line, cart)}</dt>
            <dd>{formatMoney(line.amountMinor, cart.currency)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total to pay</dt>
          <dd>{formatMoney(quote.totalMinor, cart.currency)}</dd>
        </div>
      </dl>
    </section>
  );
});
