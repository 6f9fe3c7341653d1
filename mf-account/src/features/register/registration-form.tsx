import { useNavigate } from 'react-router-dom';
import { ACCOUNT_PATHS, RegistrationAnswer, todayIsoDate } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, PhoneField } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { BirthDateFields } from './birth-date-fields';
import { savePendingRegistration } from './pending-registration';
import {
  CONSENT_LABELS,
  REGISTRATION_FIELDS,
  toRegisterDoctorRequest,
  toRegisterRequest,
  usesPesel,
  validateRegistration,
  type RegistrationValues,
} from './registration-values';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Field,
  fieldError,
  Form,
  FormAlert,
  FormCaptcha,
  FormCheckbox,
  formMessages,
  FormRadioGroup,
  FormSpy,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';

export const SMS_CODE_PATH = '/register/sms-code';

const METHODS = [
  { value: 'pesel', label: 'By PESEL number' },
  { value: 'phone', label: 'By phone number' },
] as const;
const SEX_CHOICES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
] as const;

/** The registration form, for a patient or (with the licence number) a doctor. */
export function RegistrationForm({ doctor = false }: { doctor?: boolean }) {
  const navigate = useNavigate();
  const submit = async (values: RegistrationValues) => {
    try {
      const answer = await getApiClient().request(
        doctor ? ACCOUNT_PATHS.registerDoctor : ACCOUNT_PATHS.registerPatient,
        {
          method: 'POST',
          body: doctor ? toRegisterDoctorRequest(values) : toRegisterRequest(values),
          answer: RegistrationAnswer,
        },
      );
      savePendingRegistration({ ...answer, doctor });
      void navigate(SMS_CODE_PATH);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: REGISTRATION_FIELDS, failure: MESSAGES.saveFailed });
    }
  };
  return (
    <Form<RegistrationValues>
      initialValues={{ method: 'pesel' }}
      validate={(values) => validateRegistration(values, { doctor, today: todayIsoDate() })}
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          className={styles.form}
          aria-label="Create an account"
        >
          <FocusFirstInvalid />
          <FormAlert messages={formMessages(submitError)} />
          <FormRadioGroup name="method" legend="How do you register?" choices={METHODS} />
          <FormTextField name="email" label="E-mail" type="email" autoComplete="email" required />
          <FormTextField name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField name="lastName" label="Last name" autoComplete="family-name" required />
          <Field<string> name="phone">
            {({ input, meta }) => <PhoneField {...input} label="Phone number" required error={fieldError(meta)} />}
          </Field>
          <FormSpy<RegistrationValues> subscription={{ values: true }}>
            {({ values }) => (
              <>
                {values.method === 'phone' ? <FormCheckbox name="noPesel" label="I have no PESEL number" /> : null}
                {usesPesel(values) ? (
                  <FormTextField name="pesel" label="PESEL number" inputMode="numeric" required />
                ) : null}
                <BirthDateFields required={!usesPesel(values)} />
              </>
            )}
          </FormSpy>
          <FormRadioGroup name="sex" legend="Sex" choices={SEX_CHOICES} />
          <FormTextField name="idCardNumber" label="ID card number" required />
          {doctor ? (
            <FormTextField name="pwz" label="Medical licence number (PWZ)" inputMode="numeric" required />
          ) : null}
          <FormTextField name="password" label="Password" type="password" autoComplete="new-password" required />
          <FormTextField
            name="passwordConfirmation"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormCheckbox name="termsAccepted" label={CONSENT_LABELS.termsAccepted} required />
          <FormCheckbox name="marketingConsent" label={CONSENT_LABELS.marketingConsent} required />
          <FormCheckbox name="contactConsent" label={CONSENT_LABELS.contactConsent} required />
          <FormCaptcha />
          <Button type="submit" disabled={submitting} block>
            {submitting ? 'Creating the account…' : 'Create an account'}
          </Button>
        </form>
      )}
    />
  );
}
