import { Link } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { RegistrationForm } from './registration-form';
import styles from '../../lib/form.module.css';

/** /register: a patient account, by PESEL number or by phone. */
export function RegisterPage() {
  return (
    <Page className={styles.narrow}>
      <h1>Create an account</h1>
      <RegistrationForm />
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <p>
        Are you a doctor? <Link to="/register/doctor">Register a doctor account</Link>
      </p>
    </Page>
  );
}

/** /register/doctor: the same form with the medical licence number; the account waits for verification. */
export function DoctorRegisterPage() {
  return (
    <Page className={styles.narrow}>
      <h1>Create a doctor account</h1>
      <p>
        After you confirm your phone, we verify your medical licence number. Doctor features open once your account is
        verified.
      </p>
      <RegistrationForm doctor />
    </Page>
  );
}
