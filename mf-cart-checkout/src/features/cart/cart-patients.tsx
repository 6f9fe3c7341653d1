import { observer } from 'mobx-react-lite';
import { refine, type } from 'superstruct';
import {
  anyField,
  FocusFirstInvalid,
  Form,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  validateWith,
  type FormApi,
} from '@labshop/shared-contracts/web/forms';
import { Button } from '@labshop/shared-contracts/web/ui';
import { patientName, type CartPatient } from './cart-item';
import type { CartStore } from './cart-store';
import { ADD_PATIENT_FIRST_FIELD_ID, PatientInvitation } from './patient-invitation';
import { TOO_MANY_PATIENTS_MESSAGE } from './patient-rules';
import styles from './cart.module.css';

function newPatientId(): string {
  return `patient-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const PATIENT_NAMES_MESSAGE = 'Enter a first and last name of at least 2 characters.';

interface NewPatient {
  firstName?: string;
  lastName?: string;
  sex?: string;
  birthDate?: string;
}

const SEX_CHOICES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
];

/** The optional facts a screening programme is checked against, kept only when given. */
function screenedFacts({ sex, birthDate }: NewPatient): Pick<CartPatient, 'sex' | 'birth_date'> {
  return {
    ...(sex === 'f' || sex === 'm' ? { sex } : {}),
    ...(birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? { birth_date: birthDate } : {}),
  };
}

/** Both names of at least 2 characters; one message for the pair, above the button. */
const NewPatientStruct = refine(
  type({ firstName: anyField(), lastName: anyField() }),
  'names',
  ({ firstName = '', lastName = '' }) =>
    (firstName.trim().length >= 2 && lastName.trim().length >= 2) || PATIENT_NAMES_MESSAGE,
);

/**
 * Who the tests are for: add a patient (the first one takes every test), or delete one from the cart. While nobody
 * is, the visitor is invited to log in or add themselves.
 */
export const CartPatients = observer(function CartPatients({ cart }: { cart: CartStore }) {
  function submit(values: NewPatient, form: FormApi<NewPatient>) {
    const { firstName = '', lastName = '' } = values;
    cart.addPatient({
      id: newPatientId(),
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      ...screenedFacts(values),
    });
    form.restart();
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
        <Form<NewPatient>
          validate={validateWith(NewPatientStruct)}
          onSubmit={submit}
          render={({ handleSubmit, error, submitFailed }) => (
            <form
              aria-label="Add a patient"
              className={styles.patientForm}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
            >
              <FocusFirstInvalid />
              <FormTextField id={ADD_PATIENT_FIRST_FIELD_ID} name="firstName" label="First name" />
              <FormTextField name="lastName" label="Last name" />
              <FormRadioGroup
                name="sex"
                legend="Sex (optional)"
                hint="With the date of birth, it lets us check a screening programme is meant for them."
                choices={SEX_CHOICES}
              />
              <FormDateField name="birthDate" label="Date of birth (optional)" />
              {submitFailed && typeof error === 'string' ? <p role="alert">{error}</p> : null}
              <Button type="submit" theme="secondary" size="sm">
                Add patient
              </Button>
            </form>
          )}
        />
      ) : (
        <p>{TOO_MANY_PATIENTS_MESSAGE}</p>
      )}
    </section>
  );
});
