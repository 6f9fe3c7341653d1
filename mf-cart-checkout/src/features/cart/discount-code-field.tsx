import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DISCOUNT_CODE_MAX_LENGTH, formatMoney } from '@labshop/shared-contracts/core';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import type { CartStore } from './cart-store';
import styles from './discount-code.module.css';

/**
 * Apply or remove a discount code. A refusal is shown on the field (and read with it when focus
 * returns there); what happened to an applied code is announced politely.
 */
export const DiscountCodeField = observer(function DiscountCodeField({ cart }: { cart: CartStore }) {
  const codes = cart.discountCode;
  const [input, setInput] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void codes.apply(input).then((applied) => {
      if (applied) setInput('');
      else document.getElementById(fieldId)?.focus();
    });
  };

  return (
    <section aria-labelledby="discount-code-heading" className={styles.section}>
      <h2 id="discount-code-heading">Discount code</h2>
      {codes.applied ? (
        <div className={styles.applied}>
          <p>
            Code <strong>{codes.applied.code}</strong> applied: {formatMoney(codes.amountMinor, cart.currency)} off.
          </p>
          <Button theme="outline" size="sm" onClick={() => codes.remove()}>
            Remove code {codes.applied.code}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={codes.checking}>
          <TextField
            id={fieldId}
            label="Discount code"
            name="discount_code"
            autoComplete="off"
            maxLength={DISCOUNT_CODE_MAX_LENGTH}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={codes.error ?? undefined}
            className={styles.input}
          />
          <Button type="submit" theme="secondary" disabled={codes.checking}>
            {codes.checking ? 'Checking…' : 'Apply'}
          </Button>
        </form>
      )}
      <p role="status" className={styles.notice}>
        {codes.notice ?? ''}
      </p>
    </section>
  );
});
