import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Icon } from './icon';
import { ChevronDown } from './icons';
import { FieldLabel, FieldMessages, useFieldControl, type FieldChrome } from './text-field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'multiple' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, unselectable line shown until something is chosen ("Choose a city"). */
    placeholder?: string;
    /** Drawn after the select, on its line (an "Add" button). */
    action?: ReactNode;
  };

/**
 * A labelled native select in the kit's look. Native on purpose: phones open their own picker, and every screen
 * reader knows it. Its hint and error are tied to it like a text field's.
 */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  action,
  ...select
}: SelectProps) {
  const { fieldId, control } = useFieldControl({ id, required, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <div className={styles.selectRow}>
        <div className={styles.selectBox}>
          <select {...select} {...control} className={`${styles.control} ${styles.select}`}>
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon icon={ChevronDown} size="sm" className={styles.selectChevron} />
        </div>
        {action}
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
