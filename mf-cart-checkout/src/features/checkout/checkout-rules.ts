import {
  validateBirthDate,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePesel,
  validatePhone,
  validateRequired,
  type FieldError,
  type SamplingLocationKind,
} from '@labshop/shared-contracts/core';
import {
  patientField,
  type CheckoutErrors,
  type CheckoutValues,
  type HomeAddress,
  type PatientDetails,
} from './checkout-values';

export const CHECKOUT_MESSAGES = {
  noLocation: 'Choose a city for a home visit or a collection point.',
  postCode: 'Enter the post code as 00-000.',
  terms: 'Accept the terms of use to place the order.',
  dataProcessing: 'Agree to the processing of the health data needed to carry out the tests.',
  atCentreNeedsPoint: 'Payment at the centre is possible only at a collection point.',
  unassignedItems: 'Every test needs a patient. Assign the remaining tests in the cart.',
} as const;

const POST_CODE = /^\d{2}-?\d{3}$/;

function validatePostCode(value: string): FieldError {
  if (value.trim() === '') return 'Post code is required.';
  return POST_CODE.test(value.trim()) ? null : CHECKOUT_MESSAGES.postCode;
}

/** Street, house number and post code are required; the flat number may be left out. */
export function validateAddress(address: HomeAddress): Record<string, FieldError> {
  return {
    'address.street': validateRequired(address.street, 'Street'),
    'address.houseNumber': validateRequired(address.houseNumber, 'House number'),
    'address.postCode': validatePostCode(address.postCode),
  };
}

/**
 * The field rules for each person: names of 2-255 characters; a valid PESEL number agreeing with the date of birth
 * and sex when they are given, or, with 'no PESEL number', the date of birth and sex; a 9-digit phone
 * number when one is given.
 */
export function validatePatientDetails(patient: PatientDetails, today: string): Record<string, FieldError> {
  const field = (name: Parameters<typeof patientField>[1]) => patientField(patient.patientId, name);
  const birthDate = patient.birthDate.trim();
  const birthDateError = patient.noPesel || birthDate !== '' ? validateBirthDate(birthDate, today) : null;
  const errors: Record<string, FieldError> = {
    [field('firstName')]: validateFirstName(patient.firstName),
    [field('lastName')]: validateLastName(patient.lastName),
    [field('birthDate')]: birthDateError,
    [field('sex')]: patient.noPesel ? validateRequired(patient.sex, 'Sex') : null,
    [field('phone')]: patient.phone.trim() === '' ? null : validatePhone(patient.phone),
  };
  if (!patient.noPesel) {
    errors[field('pesel')] = validatePesel(patient.pesel, {
      today,
      ...(birthDate !== '' && !birthDateError ? { birthDate } : {}),
      ...(patient.sex ? { sex: patient.sex } : {}),
    });
  }
  return errors;
}

export interface CheckoutContext {
  locationKind: SamplingLocationKind | null;
  /** Tests in the cart that no patient is assigned to while the cart has patients. */
  hasUnassignedItems: boolean;
  today: string;
}

/** Every message the form shows before it is sent, by field; an empty map means it may be sent. */
export function validateCheckout(values: CheckoutValues, context: CheckoutContext): CheckoutErrors {
  const rules: Record<string, FieldError> = {
    location: context.locationKind === null ? CHECKOUT_MESSAGES.noLocation : null,
    items: context.hasUnassignedItems ? CHECKOUT_MESSAGES.unassignedItems : null,
    ...(context.locationKind === 'home-service' ? validateAddress(values.address) : {}),
    ...Object.assign({}, ...values.patients.map((patient) => validatePatientDetails(patient, context.today))),
    email: validateEmail(values.email),
    paymentMethod:
      values.paymentMethod === 'at_centre' && context.locationKind === 'home-service'
        ? CHECKOUT_MESSAGES.atCentreNeedsPoint
        : null,
    'consents.terms': values.consents.terms ? null : CHECKOUT_MESSAGES.terms,
    'consents.dataProcessing': values.consents.dataProcessing ? null : CHECKOUT_MESSAGES.dataProcessing,
  };
  return Object.fromEntries(
    Object.entries(rules).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
