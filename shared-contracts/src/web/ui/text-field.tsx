import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy } from './field-ids';
import styles from './field.module.css';

export interface FieldChrome {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, read with it, and marks it invalid. */
  error?: ReactNode;
  required?: boolean;
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;
export type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required}>
          <span aria-hidden="true"> *</span>
          <span className={styles.visuallyHidden}> (required)</span>
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The id a field's control gets and the attributes that tie its hint, error and required state to it. */
export function useFieldControl({
  id,
  required,
  hint,
  error,
}: Pick<FieldChrome, 'hint' | 'error' | 'required'> & { id?: string }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const control = {
    id: fieldId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
  } as const;
  return { fieldId, control };
}

/** A labelled text input. Its hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, required, id, className, ...input }: TextFieldProps) {
  const { fieldId, control } = useFieldControl({ id, required, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <input {...input} {...control} className={styles.control} />
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line text field, with the same hint and error wiring as TextField. */
export function TextAreaField({ label, hint, error, required, id, className, ...textarea }: TextAreaFieldProps) {
  const { fieldId, control } = useFieldControl({ id, required, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <textarea {...textarea} {...control} className={styles.control} />
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
