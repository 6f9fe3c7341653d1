import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions } from './combobox-filter';
import { Icon } from './icon';
import { Check, ChevronDown } from './icons';
import { FieldLabel, FieldMessages, useFieldControl, type FieldChrome } from './text-field';
import fieldStyles from './field.module.css';
import styles from './combobox.module.css';

export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type ComboboxProps = FieldChrome & {
  options: readonly ComboboxOption[];
  /** The chosen option's value; null while none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** Said in the list when nothing matches what was typed. */
  noMatches?: string;
};

/**
 * A searchable list: a text field that filters the options as the person types, following the WAI-ARIA combobox
 * pattern (a combobox with a listbox popup). The focus stays in the text field; the arrow keys, Home and End move
 * through the list, Enter chooses, Escape closes the list (and, closed, clears the text). Leaving the field puts back
 * the chosen option's name, so the text never says something other than the value.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  id,
  name,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  className,
  noMatches = 'No matches',
}: ComboboxProps) {
  const { fieldId, control } = useFieldControl({ id, required, hint, error });
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chosen = options.find((option) => option.value === value);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = typed ?? chosen?.label ?? '';
  // Opened without typing, the list shows every option; typing narrows it.
  const shown = filterOptions(options, typed ?? '');
  const optionId = (index: number) => `${listId}-${index}`;

  const show = (at: number) => {
    setOpen(true);
    setActive(at);
    if (at >= 0) document.getElementById(optionId(at))?.scrollIntoView?.({ block: 'nearest' });
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    setTyped(null);
    close();
  };
  const leave = () => {
    close();
    if (typed === null) return;
    if (typed.trim() === '') onChange(null);
    setTyped(null);
  };
  const step = (from: number, by: 1 | -1) => {
    const count = shown.length;
    if (count === 0) return -1;
    return from < 0 ? (by === 1 ? 0 : count - 1) : (from + by + count) % count;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else show(open ? step(active, 1) : selectedIndexOr(0));
        return;
      case 'ArrowUp':
        event.preventDefault();
        show(open ? step(active, -1) : selectedIndexOr(shown.length - 1));
        return;
      case 'Home':
      case 'End':
        if (!open || shown.length === 0) return;
        event.preventDefault();
        show(event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active >= 0) choose(shown[active]);
        else close();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setTyped('');
        }
        return;
      default:
    }
  };
  const selectedIndexOr = (fallback: number) => {
    const at = shown.findIndex((option) => option.value === value);
    return at >= 0 ? at : fallback;
  };

  const expanded = open && !disabled;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <div className={styles.box}>
        <input
          {...control}
          ref={input}
          type="text"
          role="combobox"
          name={name}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={`${fieldStyles.control} ${styles.input}`}
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        <button
          type="button"
          tabIndex={-1}
          className={styles.toggle}
          aria-label="Show the options"
          aria-expanded={expanded}
          aria-controls={listId}
          disabled={disabled}
          // Pressing the button keeps the focus in the text field, where the keys work.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (expanded) close();
            else show(-1);
            input.current?.focus();
          }}
        >
          <Icon icon={ChevronDown} size="sm" />
        </button>
        <div className={styles.popup} hidden={!expanded}>
          <ul
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            className={styles.listbox}
          >
            {shown.map((option, index) => (
              // The keyboard reaches the options from the text field (aria-activedescendant), not on them.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled ? true : undefined}
                className={[styles.option, index === active ? styles.active : ''].filter(Boolean).join(' ')}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(option)}
              >
                <span className={styles.tick}>{option.value === value ? <Icon icon={Check} size="sm" /> : null}</span>
                {option.label}
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className={styles.empty} aria-hidden="true">
              {noMatches}
            </p>
          ) : null}
        </div>
        <div role="status" className={fieldStyles.visuallyHidden}>
          {expanded
            ? shown.length === 0
              ? noMatches
              : `${shown.length} ${shown.length === 1 ? 'option' : 'options'}`
            : ''}
        </div>
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
