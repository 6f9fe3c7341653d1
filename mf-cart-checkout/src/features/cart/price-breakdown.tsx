import { observer } from 'mobx-react-lite';
import { PriceLines } from '../../lib/price-lines';
import { patientName } from './cart-item';
import type { CartStore } from './cart-store';
import { discountHintText } from './discount-hint';
import styles from './cart.module.css';

/** How the cart's total reads, under its lines and beside the way to checkout. */
export const CART_TOTAL_LABEL = 'Total';

/** What the cart costs, line by line as `quoteCart` computes it, while prices refresh announced politely. */
export const PriceBreakdown = observer(function PriceBreakdown({ cart }: { cart: CartStore }) {
  const quote = cart.quote;
  const people = cart.patients.map((patient) => ({ id: patient.id, name: patientName(patient) }));
  const hint = quote.nextDiscountHint;
  const hintPatient = cart.patients.find((patient) => patient.id === hint?.patientId);
  return (
    <section aria-labelledby="price-breakdown" aria-busy={cart.priceUpdating} className={styles.breakdown}>
      <h2 id="price-breakdown">Price</h2>
      <p role="status" aria-live="polite" className={styles.updating}>
        {cart.priceUpdating ? 'Updating prices…' : ''}
      </p>
      <PriceLines
        lines={quote.lines}
        people={people}
        totalMinor={quote.totalMinor}
        currency={cart.currency}
        totalLabel={CART_TOTAL_LABEL}
        label="Price breakdown"
      />
      {hint ? (
        <p className={styles.hint}>{discountHintText(hint, hintPatient ? patientName(hintPatient) : undefined)}</p>
      ) : null}
    </section>
  );
});
