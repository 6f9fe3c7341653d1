import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { CheckboxField, PHONE_HINT, PhoneField, TextField } from '@labshop/shared-contracts/web/ui';
import type { CheckoutStore } from './checkout-store';
import { patientField, type PatientDetails } from './checkout-values';
import styles from './checkout.module.css';

type TextDetail = 'firstName' | 'lastName' | 'pesel' | 'birthDate' | 'phone';

function SexChoice({ store, patient }: { store: CheckoutStore; patient: PatientDetails }) {
  const name = useId();
  const field = patientField(patient.patientId, 'sex');
  const error = store.errorFor(field);
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend>Sex{patient.noPesel ? ' (required)' : ''}</legend>
      {(
        [
          ['f', 'Female'],
          ['m', 'Male'],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={patient.sex === value}
            onChange={() => store.setPatient(patient.patientId, 'sex', value)}
            onBlur={() => store.touch(field)}
          />
          {label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const PatientForm = observer(function PatientForm({
  store,
  patient,
  heading,
}: {
  store: CheckoutStore;
  patient: PatientDetails;
  heading: string;
}) {
  const headingId = useId();
  const text = (detail: TextDetail) => {
    const field = patientField(patient.patientId, detail);
    return {
      value: patient[detail],
      error: store.errorFor(field),
      onChange: (event: { target: { value: string } }) =>
        store.setPatient(patient.patientId, detail, event.target.value),
      onBlur: () => store.touch(field),
    };
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId}>{heading}</h3>
      <div className={styles.fieldRow}>
        <TextField label="First name" autoComplete="given-name" required {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...text('lastName')} />
      </div>
      <CheckboxField
        label="No PESEL number"
        checked={patient.noPesel}
        onChange={(event) => store.setPatient(patient.patientId, 'noPesel', event.target.checked)}
      />
      {patient.noPesel ? null : (
        <TextField label="PESEL number" inputMode="numeric" maxLength={11} required {...text('pesel')} />
      )}
      <div className={styles.fieldRow}>
        <TextField
          label="Date of birth"
          type="date"
          min="1900-01-01"
          required={patient.noPesel}
          hint={patient.noPesel ? undefined : 'Optional with a PESEL number.'}
          {...text('birthDate')}
        />
        <PhoneField label="Phone number" hint={`Optional. ${PHONE_HINT}`} {...text('phone')} />
      </div>
      <SexChoice store={store} patient={patient} />
    </section>
  );
});

/** Patient details for each person the order is for, each field with its own message. */
export const PatientDetailsSection = observer(function PatientDetailsSection({ store }: { store: CheckoutStore }) {
  const patients = store.patients;
  const named = store.cart.patients.length > 0;
  return (
    <section aria-labelledby="checkout-patients" className={styles.section}>
      <h2 id="checkout-patients">{patients.length === 1 ? 'Patient details' : 'Patients’ details'}</h2>
      {named ? null : <p>Who are the tests for? Enter the details of the person giving the samples.</p>}
      {patients.map((patient, index) => (
        <PatientForm
          key={patient.patientId}
          store={store}
          patient={patient}
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
