import { DOCTOR_VERIFICATION_PAGE } from '@labshop/shared-contracts/core';
import { ShellLink } from '../../lib/shell-link';
import styles from './doctor-area-refused.module.css';

/**
 * Under the 403 of a doctor-only page, for a signed-in account: a doctor whose licence number still waits for the
 * check acts as a patient, and this is where they learn why the doctor area is closed and what happens next.
 */
export function DoctorAreaRefused() {
  return (
    <p className={styles.hint}>
      Registered as a doctor? <ShellLink href={DOCTOR_VERIFICATION_PAGE}>See where your verification stands</ShellLink>
    </p>
  );
}
