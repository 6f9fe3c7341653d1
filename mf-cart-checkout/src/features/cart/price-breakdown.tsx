import { observer } from 'mobx-react-lite';
import { formatMoney, type QuoteLine } from '@labshop/shared-contracts';
import { patientName } from './cart-item';
import type { CartStore } from './cart-store';
import { discountHintText } from './discount-hint';
import styles from './cart.module.css';

function lineLabel(line: QuoteLine, cart: CartStore): string {
  const code = cart.discountCode.applied?.code;
  if (line.kind === 'discount-code' && code) return `${line.label} ${code}`;
  const patient = cart.patients.find((held) => held.id === line.patientId);
  const quantity = line.quantity !== undefined && line.quantity > 1 ? ` × ${line.quantity}` : '';
  return `${line.label}${quantity}${patient ? ` (${patientName(patient)})` : ''}`;
}

/** Spec §9 price composition, line by line as `quoteCart` computes it, while prices refresh announced politely. */
export const PriceBreakdown = observer(function PriceBreakdown({ cart }: { cart: CartStore }) {
  const quote = cart.quote;
  const hint = quote.nextDiscountHint;
  const hintPatient = cart.patients.find((patient) => patient.id === hint?.patientId);
  return (
    <section aria-labelledby="price-breakdown" aria-busy={cart.priceUpdating} className={styles.breakdown}>
      <h2 id="price-breakdown">Price</h2>
      <p role="status" aria-live="polite" className={styles.updating}>
        {cart.priceUpdating ? 'Updating prices…' : ''}
      </p>
      <dl className={styles.breakdownList} aria-label="Price breakdown">
        {quote.lines.map((line, index) => (
          <div key={`${line.kind}-${line.itemId ?? ''}-${line.patientId ?? ''}-${index}`}>
            <dt>{lineLabel(line, cart)}</dt>
            <dd>{formatMoney(line.amountMinor, cart.currency)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(quote.totalMinor, cart.currency)}</dd>
        </div>
      </dl>
      {hint ? (
        <p className={styles.hint}>{discountHintText(hint, hintPatient ? patientName(hintPatient) : undefined)}</p>
      ) : null}
    </section>
  );
});
