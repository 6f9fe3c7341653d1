import { useId } from 'react';
import styles from '../../lib/form.module.css';
import { Field, fieldError, FormTextField } from '@labshop/shared-contracts/web/forms';

/** Day, month and year of birth; the rule's message (key `birthDate`) is read with each of the three. */
export function BirthDateFields({ required }: { required: boolean }) {
  const id = useId();
  return (
    <Field
      name="birthDate"
      subscription={{ error: true, submitError: true, touched: true, dirtySinceLastSubmit: true }}
    >
      {({ meta }) => {
        const error = fieldError(meta);
        return (
          <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className={styles.legend}>
              Date of birth{required ? <span aria-hidden="true"> *</span> : null}
            </legend>
            <div className={styles.row}>
              <FormTextField name="birthDay" label="Day" inputMode="numeric" />
              <FormTextField name="birthMonth" label="Month" inputMode="numeric" />
              <FormTextField name="birthYear" label="Year" inputMode="numeric" />
            </div>
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
