import { observer } from 'mobx-react-lite';
import { DISCOUNT_CODE_MAX_LENGTH, formatMoney } from '@labshop/shared-contracts/core';
import { FocusFirstInvalid, Form, FormTextField, type FormApi } from '@labshop/shared-contracts/web/forms';
import { Button, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import type { CartStore } from './cart-store';
import styles from './discount-code.module.css';

interface CodeValues {
  discount_code?: string;
}

/**
 * Apply or remove a discount code. A refusal is shown on the field (and read with it when focus
 * returns there); what happened to an applied code is announced politely.
 */
export const DiscountCodeField = observer(function DiscountCodeField({ cart }: { cart: CartStore }) {
  const codes = cart.discountCode;

  // The store checks the code (an empty one too) and keeps why it was refused: the refusal goes on the field.
  const submit = async ({ discount_code: code = '' }: CodeValues, form: FormApi<CodeValues>) => {
    if (await codes.apply(code)) {
      form.restart();
      return undefined;
    }
    return codes.error === null ? undefined : { discount_code: codes.error };
  };

  return (
    <section aria-labelledby="discount-code-heading" className={styles.section}>
      {/* The field's label says it on screen; the heading names the section for assistive technology. */}
      <h2 id="discount-code-heading" className={styles.heading}>
        <VisuallyHidden>Discount code</VisuallyHidden>
      </h2>
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
        <Form<CodeValues>
          onSubmit={submit}
          render={({ handleSubmit }) => (
            <form
              className={styles.form}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              aria-busy={codes.checking}
            >
              <FocusFirstInvalid />
              <FormTextField
                label="Discount code"
                name="discount_code"
                autoComplete="off"
                maxLength={DISCOUNT_CODE_MAX_LENGTH}
                className={styles.input}
              />
              <Button type="submit" theme="secondary" disabled={codes.checking}>
                {codes.checking ? 'Checking…' : 'Apply'}
              </Button>
            </form>
          )}
        />
      )}
      <p role="status" className={styles.notice}>
        {codes.notice ?? ''}
      </p>
    </section>
  );
});
