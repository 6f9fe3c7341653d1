import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { patientName } from './cart-item';
import type { CartStore } from './cart-store';
import { ADD_PATIENT_FIRST_FIELD_ID, PatientInvitation } from './patient-invitation';
import { TOO_MANY_PATIENTS_MESSAGE } from './patient-rules';
import styles from './cart.module.css';

function newPatientId(): string {
  return `patient-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Who the tests are for: add a patient (the first one takes every test), or delete one from the cart. While nobody
 * is, the visitor is invited to log in or add themselves.
 */
export const CartPatients = observer(function CartPatients({ cart }: { cart: CartStore }) {
  const formId = useId();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (firstName.trim().length < 2 || lastName.trim().length < 2) {
      setError('Enter a first and last name of at least 2 characters.');
      return;
    }
    cart.addPatient({ id: newPatientId(), first_name: firstName.trim(), last_name: lastName.trim() });
    setFirstName('');
    setLastName('');
    setError(undefined);
  }

  return (
    <section aria-labelledby="cart-patients" className={styles.group}>
      <h2 id="cart-patients">Patients</h2>
      {cart.patients.length === 0 ? <PatientInvitation /> : null}
      <ul className={styles.lines}>
        {cart.patients.map((patient) => (
          <li key={patient.id} className={styles.line}>
            <span className={styles.lineName}>{patientName(patient)}</span>
            <Button theme="link" size="sm" onClick={() => cart.deletePatient(patient.id)}>
              Delete {patientName(patient)}
            </Button>
          </li>
        ))}
      </ul>
      {cart.canAddPatient ? (
        <form id={formId} aria-label="Add a patient" onSubmit={submit} noValidate>
          <TextField
            id={ADD_PATIENT_FIRST_FIELD_ID}
            label="First name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField label="Last name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          {error ? <p role="alert">{error}</p> : null}
          <Button type="submit" theme="secondary" size="sm">
            Add patient
          </Button>
        </form>
      ) : (
        <p>{TOO_MANY_PATIENTS_MESSAGE}</p>
      )}
    </section>
  );
});
