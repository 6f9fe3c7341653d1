import type { InputHTMLAttributes } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import { Search } from './icons';
import { FieldLabel, FieldMessages, useFieldControl, type FieldChrome } from './text-field';
import fieldStyles from './field.module.css';
import styles from './search-field.module.css';

export const SEARCH_FIELD_SIZES = ['normal', 'lg'] as const;
export type SearchFieldSize = (typeof SEARCH_FIELD_SIZES)[number];

export type SearchFieldProps = Omit<FieldChrome, 'required'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'required'> & {
    /** The words of the button that sends the search ('Search', 'Find'). */
    submitLabel: string;
    /** 44 px (default), or 52 px for the main search of a page; the input and its button share the height. */
    size?: SearchFieldSize;
  };

/**
 * A labelled search box with the button that sends it joined to its end, on one line at any width; the hint and
 * error sit under both. Put it in a `<form role="search">`: the button submits that form.
 */
export function SearchField({
  label,
  hint,
  error,
  submitLabel,
  size = 'normal',
  id,
  className,
  ...input
}: SearchFieldProps) {
  const { fieldId, control } = useFieldControl({ id, hint, error });
  return (
    <div className={[fieldStyles.field, styles[size], className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} />
      <div className={styles.row}>
        <input {...input} {...control} type="search" className={`${fieldStyles.control} ${styles.input}`} />
        <Button type="submit" theme="search" size={size === 'lg' ? 'lg' : 'search'} className={styles.submit}>
          <Icon icon={Search} size={size === 'lg' ? 'md' : 'sm'} />
          {submitLabel}
        </Button>
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
