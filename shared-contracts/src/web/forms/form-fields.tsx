import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import {
  Checkbox,
  DateField,
  PhoneField,
  RadioGroup,
  TextAreaField,
  TextField,
  type DateFieldProps,
  type PhoneFieldProps,
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
        <Checkbox
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
  /** Read with the choice, under its label (why it cannot be chosen, for one disabled). */
  hint?: string;
  disabled?: boolean;
}

/** A group of the kit's radios named by its legend; its error is said once, for the group. */
export function FormRadioGroup({
  name,
  legend,
  choices,
  hint,
  required,
  inline = true,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  hint?: ReactNode;
  required?: boolean;
  inline?: boolean;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <RadioGroup
          name={input.name}
          legend={legend}
          hint={hint}
          required={required}
          inline={inline}
          options={choices}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

/** The kit's date field (typed as MM/DD/YYYY) bound to the surrounding form, whose value stays an ISO date. */
export function FormDateField({ name, ...props }: Bound<Omit<DateFieldProps, 'onBlur' | 'onFocus'>>) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <DateField
          {...props}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={fieldError(meta)}
        />
      )}
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
