import { DEFAULT_AGE_GROUP, todayIsoDate } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { validatePatient, type PatientValues } from './patient-values';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  FormCheckbox,
  FormDateField,
  formMessages,
  FormRadioGroup,
  FormSpy,
  FormTextField,
  type SubmissionErrors,
} from '@labshop/shared-contracts/web/forms';

const SEX_CHOICES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
] as const;
const AGE_GROUP_CHOICES = [
  { value: 'adult', label: 'Adult' },
  { value: 'child', label: 'Child (5-12 years)' },
] as const;

interface PatientFormProps {
  label: string;
  initialValues?: PatientValues;
  submitLabel: string;
  onSubmit: (values: PatientValues) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
}

/** One patient's details, for adding and for editing. */
export function PatientForm({ label, initialValues, submitLabel, onSubmit, onCancel }: PatientFormProps) {
  return (
    <Form<PatientValues>
      initialValues={initialValues ?? { ageGroup: DEFAULT_AGE_GROUP }}
      validate={(values) => validatePatient(values, todayIsoDate())}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className={styles.form} aria-label={label}>
          <FocusFirstInvalid />
          <FormAlert messages={formMessages(submitError)} />
          <FormTextField name="firstName" label="First name" required />
          <FormTextField name="lastName" label="Last name" required />
          <FormCheckbox name="noPesel" label="No PESEL number" />
          <FormSpy<PatientValues> subscription={{ values: true }}>
            {({ values }) =>
              values.noPesel ? null : <FormTextField name="pesel" label="PESEL number" inputMode="numeric" required />
            }
          </FormSpy>
          <FormDateField name="birthDate" label="Date of birth" required />
          <FormRadioGroup name="sex" legend="Sex" choices={SEX_CHOICES} />
          <FormRadioGroup name="ageGroup" legend="Age group" choices={AGE_GROUP_CHOICES} />
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>{' '}
          <Button type="button" theme="outline" onClick={onCancel}>
            Cancel
          </Button>
        </form>
      )}
    />
  );
}
