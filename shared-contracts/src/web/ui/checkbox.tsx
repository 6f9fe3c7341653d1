import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy } from './field-ids';
import { FieldMessages, type FieldChrome } from './text-field';
import styles from './choice.module.css';
import fieldStyles from './field.module.css';

export type CheckboxProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

function RequiredMark() {
  return (
    <span className={fieldStyles.required}>
      <span aria-hidden="true"> *</span>
      <span className={fieldStyles.visuallyHidden}> (required)</span>
    </span>
  );
}

/**
 * A native checkbox drawn with the tokens, its label beside it (a larger target than the box alone). The hint and
 * error under the label are read with it; an error also marks it invalid.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  'aria-invalid': invalid,
  'aria-describedby': alsoDescribedBy,
  ...input
}: CheckboxProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const description = [describedBy(fieldId, hint, error), alsoDescribedBy].filter(Boolean).join(' ');
  return (
    <div className={[styles.choice, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...input}
          id={fieldId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : invalid}
          aria-describedby={description || undefined}
          className={styles.box}
        />
        <div className={styles.text}>
          <label htmlFor={fieldId}>
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          <FieldMessages id={fieldId} hint={hint} error={error} />
        </div>
      </div>
    </div>
  );
}

/** The older name of Checkbox, kept for the forms that use it. */
export const CheckboxField = Checkbox;
export type CheckboxFieldProps = CheckboxProps;

export interface GroupChrome {
  /** Names the group: the fieldset's legend. */
  legend: ReactNode;
  /** Said once for the whole group, under the legend. */
  hint?: ReactNode;
  /** Said once for the whole group and read with it; each control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A fieldset named by its legend, with the group's hint and error tied to it. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  required,
  disabled,
  className,
  inline,
  children,
}: GroupChrome & { inline?: boolean; children: (invalid: boolean) => ReactNode }) {
  const id = useId();
  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(id, hint, error)}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={[styles.options, inline ? styles.inline : ''].filter(Boolean).join(' ')}>
        {children(Boolean(error))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Read with the option, under its label. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends GroupChrome {
  /** The name every checkbox is sent under. */
  name?: string;
  options: readonly ChoiceOption[];
  /** The values ticked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  inline?: boolean;
}

/** Several checkboxes answering one question: a fieldset whose legend names them and whose error they share. */
export function CheckboxGroup({ name, options, value, onChange, inline, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceGroup {...group} inline={inline}>
      {(invalid) =>
        options.map((option) => (
          <Checkbox
            key={option.value}
            className={styles.groupChoice}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            checked={value.includes(option.value)}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.map((held) => held.value).filter((held) => held === option.value || value.includes(held))
                  : value.filter((held) => held !== option.value),
              )
            }
          />
        ))
      }
    </ChoiceGroup>
  );
}
