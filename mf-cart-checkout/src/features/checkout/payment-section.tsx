import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { PaymentMethod } from '@labshop/shared-contracts/core';
import { fieldError, FormCheckbox, FormTextField, useField } from '@labshop/shared-contracts/web/forms';
import { RadioGroup } from '@labshop/shared-contracts/web/ui';
import type { CheckoutStore } from './checkout-store';
import styles from './checkout.module.css';

const METHODS: readonly { method: PaymentMethod; label: string }[] = [
  { method: 'online', label: 'Pay online now' },
  { method: 'at_centre', label: 'Pay at the test centre' },
];

/** The buyer's e-mail for the confirmation, the payment method and the consents the order needs. */
export const PaymentSection = observer(function PaymentSection({ store }: { store: CheckoutStore }) {
  const atCentrePossible = store.locationMode !== 'home-service' && !store.analysisOnly;
  const methods = METHODS.filter(({ method }) => method === 'online' || atCentrePossible);
  const { input: chosen, meta } = useField<PaymentMethod>('paymentMethod', {
    subscription: { value: true, error: true, submitError: true, touched: true, dirtySinceLastSubmit: true },
  });
  const effective = store.effectivePaymentMethod(chosen.value || 'online');
  const paymentError = fieldError(meta);
  return (
    <section aria-labelledby="checkout-payment" className={styles.section}>
      <h2 id="checkout-payment">Contact and payment</h2>
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        hint="We send the order confirmation here."
      />
      <RadioGroup
        name="payment-method"
        legend="Payment method"
        hint={
          atCentrePossible
            ? undefined
            : store.analysisOnly
              ? 'The analysis of your results is paid online.'
              : 'A home visit is paid online.'
        }
        options={methods.map(({ method, label }) => ({ value: method, label }))}
        value={effective}
        onChange={(value) => {
          const picked = methods.find(({ method }) => method === value);
          if (picked) chosen.onChange(picked.method);
        }}
        error={paymentError}
      />
      <fieldset className={styles.group}>
        <legend>Consents</legend>
        <FormCheckbox
          name="consents.terms"
          required
          label={
            <>
              I accept the <Link to="/patient-terms-of-use">terms of use</Link> and the{' '}
              <Link to="/privacy-policy">privacy policy</Link>.
            </>
          }
        />
        <FormCheckbox
          name="consents.dataProcessing"
          required
          label="I agree to the processing of my health data to carry out the tests."
        />
      </fieldset>
    </section>
  );
});
