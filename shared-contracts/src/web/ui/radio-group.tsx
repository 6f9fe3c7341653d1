import { useId, type FocusEventHandler } from 'react';
import { describedBy } from './field-ids';
import { ChoiceGroup, type ChoiceOption, type GroupChrome } from './checkbox';
import { FieldMessages } from './text-field';
import styles from './choice.module.css';

export interface RadioGroupProps extends GroupChrome {
  /** The name the radios share: it makes them one group, which the arrow keys move through. */
  name?: string;
  options: readonly ChoiceOption[];
  /** The chosen value; '' or undefined when none is chosen yet. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Options side by side (they wrap on a narrow screen) rather than one under another. */
  inline?: boolean;
}

/**
 * One answer of a few, as native radios drawn with the tokens in a fieldset named by its legend. The browser gives
 * the keyboard behaviour: Tab reaches the group once, the arrow keys move the choice.
 */
export function RadioGroup({ name, options, value, onChange, onBlur, onFocus, inline, ...group }: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <ChoiceGroup {...group} inline={inline}>
      {(invalid) =>
        options.map((option) => (
          <RadioOption
            key={option.value}
            name={groupName}
            option={option}
            checked={value === option.value}
            invalid={invalid}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        ))
      }
    </ChoiceGroup>
  );
}

function RadioOption({
  name,
  option,
  checked,
  invalid,
  onChange,
  onBlur,
  onFocus,
}: {
  name: string;
  option: ChoiceOption;
  checked: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <input
        id={id}
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.disabled}
        // A radio cannot be invalid in ARIA: the group's error, read with the group, says it; this draws it.
        data-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(id, option.hint, undefined)}
        className={styles.radio}
        onChange={() => onChange(option.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <div className={styles.text}>
        <label htmlFor={id}>{option.label}</label>
        <FieldMessages id={id} hint={option.hint} />
      </div>
    </div>
  );
}

export type SegmentedChoiceProps = Omit<RadioGroupProps, 'inline'>;

/**
 * A radio group drawn as one row of joined buttons, for a short switch such as a unit (kg, lbs, st/lb). It is still
 * radios to assistive technology and the keyboard: Tab reaches the chosen segment, the arrow keys move the choice.
 */
export function SegmentedChoice({ name, options, value, onChange, onBlur, onFocus, ...group }: SegmentedChoiceProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <ChoiceGroup {...group}>
      {(invalid) => (
        <div className={styles.segments}>
          {options.map((option) => (
            <label key={option.value} className={styles.segment}>
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                data-invalid={invalid ? true : undefined}
                className={styles.segmentInput}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                onFocus={onFocus}
              />
              <span className={styles.segmentLabel}>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
