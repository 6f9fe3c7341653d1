import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import {
  FormCheckbox,
  FormDateField,
  FormPhoneField,
  FormRadioGroup,
  FormTextField,
  useField,
} from '@labshop/shared-contracts/web/forms';
import { DATE_HINT, PHONE_HINT } from '@labshop/shared-contracts/web/ui';
import type { CheckoutStore } from './checkout-store';
import { patientField, type PatientDetails } from './checkout-values';
import styles from './checkout.module.css';

const SEXES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
] as const;

function PatientForm({ patientId, heading }: { patientId: string; heading: string }) {
  const headingId = useId();
  const name = (detail: keyof Omit<PatientDetails, 'patientId'>) => patientField(patientId, detail);
  const noPesel = useField<boolean>(name('noPesel'), { subscription: { value: true } }).input.value === true;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId}>{heading}</h3>
      <div className={styles.fieldRow}>
        <FormTextField name={name('firstName')} label="First name" autoComplete="given-name" required />
        <FormTextField name={name('lastName')} label="Last name" autoComplete="family-name" required />
      </div>
      <FormCheckbox name={name('noPesel')} label="No PESEL number" />
      {noPesel ? null : (
        <FormTextField name={name('pesel')} label="PESEL number" inputMode="numeric" maxLength={11} required />
      )}
      <div className={styles.fieldRow}>
        <FormDateField
          name={name('birthDate')}
          label="Date of birth"
          required={noPesel}
          hint={noPesel ? DATE_HINT : `Optional with a PESEL number. ${DATE_HINT}`}
        />
        <FormPhoneField name={name('phone')} label="Phone number" hint={`Optional. ${PHONE_HINT}`} />
      </div>
      <FormRadioGroup name={name('sex')} legend={`Sex${noPesel ? ' (required)' : ''}`} choices={SEXES} />
    </section>
  );
}

/** Patient details for each person the order is for, each field with its own message. */
export const PatientDetailsSection = observer(function PatientDetailsSection({ store }: { store: CheckoutStore }) {
  const patients = store.patientsFrom();
  const named = store.cart.patients.length > 0;
  return (
    <section aria-labelledby="checkout-patients" className={styles.section}>
      <h2 id="checkout-patients">{patients.length === 1 ? 'Patient details' : 'Patients’ details'}</h2>
      {named ? null : <p>Who are the tests for? Enter the details of the person giving the samples.</p>}
      {patients.map((patient, index) => (
        <PatientForm
          key={patient.patientId}
          patientId={patient.patientId}
          heading={named ? `Patient ${index + 1}: ${nameOf(store, patient.patientId)}` : 'Patient'}
        />
      ))}
    </section>
  );
});

function nameOf(store: CheckoutStore, patientId: string): string {
  const patient = store.cart.patients.find((held) => held.id === patientId);
  return patient ? `${patient.first_name} ${patient.last_name}`.trim() : '';
}
