import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { PaymentMethod } from '@labshop/shared-contracts/core';
import { CheckboxField, TextField } from '@labshop/shared-contracts/web/ui';
import type { CheckoutStore } from './checkout-store';
import styles from './checkout.module.css';

const METHODS: readonly { method: PaymentMethod; label: string }[] = [
  { method: 'online', label: 'Pay online now' },
  { method: 'at_centre', label: 'Pay at the test centre' },
];

/** The buyer's e-mail for the confirmation, the payment method and the consents the order needs. */
export const PaymentSection = observer(function PaymentSection({ store }: { store: CheckoutStore }) {
  const atCentrePossible = store.locationMode !== 'home-service';
  const methods = METHODS.filter(({ method }) => method === 'online' || atCentrePossible);
  return (
    <section aria-labelledby="checkout-payment" className={styles.section}>
      <h2 id="checkout-payment">Contact and payment</h2>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        hint="We send the order confirmation here."
        value={store.email}
        error={store.errorFor('email')}
        onChange={(event) => store.setEmail(event.target.value)}
        onBlur={() => store.touch('email')}
      />
      <fieldset className={styles.choices}>
        <legend>Payment method</legend>
        {methods.map(({ method, label }) => (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={store.effectivePaymentMethod === method}
              onChange={() => store.setPaymentMethod(method)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {atCentrePossible ? null : <p className={styles.quiet}>A home visit is paid online.</p>}
      {store.errorFor('paymentMethod') ? <p className={styles.fieldError}>{store.errorFor('paymentMethod')}</p> : null}
      <fieldset className={styles.group}>
        <legend>Consents</legend>
        <CheckboxField
          required
          label={
            <>
              I accept the <Link to="/patient-terms-of-use">terms of use</Link> and the{' '}
              <Link to="/privacy-policy">privacy policy</Link>.
            </>
          }
          checked={store.consents.terms}
          error={store.errorFor('consents.terms')}
          onChange={(event) => store.setConsent('terms', event.target.checked)}
        />
        <CheckboxField
          required
          label="I agree to the processing of my health data to carry out the tests."
          checked={store.consents.dataProcessing}
          error={store.errorFor('consents.dataProcessing')}
          onChange={(event) => store.setConsent('dataProcessing', event.target.checked)}
        />
      </fieldset>
    </section>
  );
});
