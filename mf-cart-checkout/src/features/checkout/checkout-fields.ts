import type { CheckoutStore } from './checkout-store';
import {
  completeCheckoutValues,
  completePatientDetails,
  type CheckoutFields,
  type CheckoutValues,
  type PatientDetails,
} from './checkout-values';

/** The typed details by patient id, each complete. */
export function completeTyped(fields: CheckoutFields): Record<string, PatientDetails> {
  return Object.fromEntries(
    Object.entries(fields.patients ?? {}).map(([id, typed]) => [id, completePatientDetails(id, typed)]),
  );
}

/**
 * What the rules check and the order is built from: the people the order is for as the cart has them now, with what
 * was typed for each, and the payment method the location allows.
 */
export function checkedValues(store: CheckoutStore, fields: CheckoutFields): CheckoutValues {
  const values = completeCheckoutValues(fields, store.patientsFrom(completeTyped(fields)));
  return { ...values, paymentMethod: store.effectivePaymentMethod(values.paymentMethod) };
}

/** The details typed so far, by patient id, with an entry for every person the order is for. */
export function keyedPatients(patients: readonly PatientDetails[]): Record<string, PatientDetails> {
  return Object.fromEntries(patients.map((patient) => [patient.patientId, patient]));
}
