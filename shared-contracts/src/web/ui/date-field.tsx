import { useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { DATE_FORMAT, readTypedDate, showIsoDate, typeDate } from './date-format';
import { FieldLabel, FieldMessages, useFieldControl, type FieldChrome } from './text-field';
import styles from './field.module.css';

export type DateFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type' | 'value' | 'onChange' | 'defaultValue'> & {
    /** The date as ISO yyyy-MM-dd, or '' for none. */
    value: string;
    /**
     * Called as the person types: with the ISO date (yyyy-MM-dd) once the text is a whole, real date from 1900 to
     * 2100, with '' when the field is emptied, and otherwise with the text as typed, so a rule that accepts only
     * ISO dates refuses it and nothing half-typed is ever sent.
     */
    onChange: (value: string) => void;
  };

/** What the field says under its label: the one format it takes. */
export const DATE_HINT = `${DATE_FORMAT}, for example 05/14/1990.`;

/**
 * A date typed in the one format the site shows (MM/DD/YYYY, spec §9), read back to callers as ISO. A text field
 * rather than the browser's date input, whose format follows the device's language and cannot be told apart from
 * the format the site shows elsewhere. A typed date that is not a real day of 1900-2100 gets its own message once
 * the person leaves the field (or when the form shows its errors), in place of the form's.
 */
export function DateField({
  label,
  hint = DATE_HINT,
  error,
  required,
  id,
  className,
  value,
  onChange,
  onBlur,
  ...input
}: DateFieldProps) {
  const [text, setText] = useState(() => showIsoDate(value));
  const [left, setLeft] = useState(false);
  // The value can change from outside (a form reset, a patient chosen): show it unless it is what was typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== typedValue(text)) setText(showIsoDate(value));
  }
  const typed = text.trim() === '' ? undefined : readTypedDate(text).error;
  const shownError = typed && (left || error) ? typed : error;
  const { fieldId, control } = useFieldControl({ id, required, hint, error: shownError });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <input
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_FORMAT}
        maxLength={10}
        {...input}
        {...control}
        type="text"
        value={text}
        className={`${styles.control} ${styles.date}`}
        onChange={(event) => {
          const next = typeDate(text, event.target.value);
          setText(next);
          const nextValue = typedValue(next);
          setShown(nextValue);
          onChange(nextValue);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setLeft(true);
          onBlur?.(event);
        }}
      />
      <FieldMessages id={fieldId} hint={hint} error={shownError} />
    </div>
  );
}

/** What the field gives its caller for this text: ISO, '' or the text itself. */
function typedValue(text: string): string {
  if (text.trim() === '') return '';
  return readTypedDate(text).iso ?? text;
}
