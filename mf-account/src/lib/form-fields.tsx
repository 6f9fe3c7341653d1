import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { CheckboxField, TextField, type TextFieldProps } from '@labshop/shared-contracts/web/ui';
import styles from './form.module.css';

interface FieldMeta {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/** A field's own error first; the server's error for it until the person edits the field again. */
export function fieldError(meta: FieldMeta): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & { name: string };

/** A text field bound to the surrounding final-form form, its error tied to it by aria-describedby. */
export function FormTextField({ name, type, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name} type={type}>
      {({ input, meta }) => <TextField {...props} {...input} error={fieldError(meta)} />}
    </Field>
  );
}

/** A consent or option checkbox bound to the surrounding form. */
export function FormCheckbox({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => (
        <CheckboxField
          name={input.name}
          checked={input.checked ?? false}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          required={required}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A group of radio buttons named by its legend; its error is read with every option. */
export function FormRadioGroup({
  name,
  legend,
  choices,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
}) {
  const id = useId();
  return (
    <Field<string>
      name={name}
      subscription={{ error: true, submitError: true, touched: true, dirtySinceLastSubmit: true }}
    >
      {({ meta }) => {
        const error = fieldError(meta);
        return (
          <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className={styles.legend}>{legend}</legend>
            {choices.map((choice) => (
              <Field<string> key={choice.value} name={name} type="radio" value={choice.value}>
                {({ input }) => (
                  <label className={styles.choice}>
                    <input {...input} aria-invalid={error ? true : undefined} /> {choice.label}
                  </label>
                )}
              </Field>
            ))}
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}

/** The form's own messages, announced when they appear. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
