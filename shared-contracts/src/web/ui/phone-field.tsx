import type { InputHTMLAttributes } from 'react';
import { MARKET } from '@labshop/shared-contracts/core';
import { FieldLabel, FieldMessages, useFieldControl, type FieldChrome } from './text-field';
import styles from './field.module.css';

export type PhoneFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type' | 'inputMode'>;

/** What a phone field says under its label unless the form says something else. */
export const PHONE_HINT = `${MARKET.phone.digits} digits, for example ${MARKET.phone.example}. With or without ${MARKET.phone.prefix}.`;

/**
 * A phone number in the market's country: the international prefix (+48) stands before the field, and is read with
 * it as its description, so the patient types the national number. Typed with the prefix, spaces or dashes, the
 * number is still accepted: forms normalise it (normalisePhone) before they check or send it.
 */
export function PhoneField({ label, hint = PHONE_HINT, error, required, id, className, ...input }: PhoneFieldProps) {
  const { fieldId, control } = useFieldControl({ id, required, hint, error });
  const prefixId = `${fieldId}-prefix`;
  const describedBy = [prefixId, control['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <div className={styles.phoneRow}>
        <span id={prefixId} className={styles.phonePrefix}>
          <span className={styles.visuallyHidden}>Country code </span>
          {MARKET.phone.prefix}
        </span>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...input}
          {...control}
          aria-describedby={describedBy}
          className={styles.control}
        />
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
