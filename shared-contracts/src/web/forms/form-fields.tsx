import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import {
  PhoneField,
  type PhoneFieldProps,
  CheckboxField,
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@labshop/shared-contracts/web/ui';
import { fieldError } from './field-error';
import styles from './form.module.css';

type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'checked'> & { name: string };

/** A labelled kit text field bound to the surrounding form; its error is tied to it by aria-describedby. */
export function FormTextField({ name, type, ...props }: Bound<TextFieldProps>) {
  return (
    <Field<string> name={name} type={type}>
      {({ input, meta }) => <TextField {...props} {...input} error={fieldError(meta)} />}
    </Field>
  );
}

/** A labelled kit multi-line field bound to the surrounding form. */
export function FormTextAreaField({ name, ...props }: Bound<TextAreaFieldProps>) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextAreaField {...props} {...input} error={fieldError(meta)} />}
    </Field>
  );
}

/** The kit's phone field (the country prefix before it) bound to the surrounding form. */
export function FormPhoneField({ name, ...props }: Bound<PhoneFieldProps>) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <PhoneField {...props} {...input} error={fieldError(meta)} />}
    </Field>
  );
}

/** A consent or option checkbox bound to the surrounding form. */
export function FormCheckbox({
  name,
  label,
  required,
  hint,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}) {
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
          hint={hint}
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

/** The form's own messages, above its button, announced when they appear. */
export function FormAlert({ messages, className }: { messages: readonly string[]; className?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={[styles.alert, className].filter(Boolean).join(' ')}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
