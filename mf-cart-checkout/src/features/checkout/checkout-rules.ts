import { record, string, type } from 'superstruct';
import {
  optional,
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
import { anyField, textRule, validateWith, valueRule, withFieldRule } from '@labshop/shared-contracts/web/forms';
import {
  type CheckoutErrors,
  type CheckoutValues,
  type HomeAddress,
  type PatientDetails,
  type VisitChoice,
} from './checkout-values';

export const CHECKOUT_MESSAGES = {
  noLocation: 'Choose a city for a home visit or a collection point.',
  postCode: 'Enter the post code as 00-000.',
  terms: 'Accept the terms of use to place the order.',
  dataProcessing: 'Agree to the processing of the health data needed to carry out the tests.',
  atCentreNeedsPoint: 'Payment at the centre is possible only at a collection point.',
  unassignedItems: 'Every test needs a patient. Assign the remaining tests in the cart.',
  visitDay: "Choose a day for the nurse's visit.",
  visitWindow: "Choose a time for the nurse's visit.",
} as const;

/** A home visit needs its day and its time window. */
const VisitStruct = type({
  date: textRule((date) => (date.trim() === '' ? CHECKOUT_MESSAGES.visitDay : null)),
  window: textRule((window) => (window.trim() === '' ? CHECKOUT_MESSAGES.visitWindow : null)),
});

const POST_CODE = /^\d{2}-?\d{3}$/;

function validatePostCode(value: string): FieldError {
  if (value.trim() === '') return 'Post code is required.';
  return POST_CODE.test(value.trim()) ? null : CHECKOUT_MESSAGES.postCode;
}

/** Street, house number and post code are required; the flat number may be left out. */
const AddressStruct = type({
  street: textRule((street) => validateRequired(street, 'Street')),
  houseNumber: textRule((houseNumber) => validateRequired(houseNumber, 'House number')),
  postCode: textRule(validatePostCode),
});

/**
 * The field rules for each person: names of 2-255 characters; a valid PESEL number agreeing with the date of birth
 * and sex when they are given, or, with 'no PESEL number', the date of birth and sex; a 9-digit phone
 * number when one is given.
 */
function patientStruct(today: string) {
  const birthDateError = (patient: PatientDetails) => {
    const birthDate = (patient.birthDate ?? '').trim();
    return patient.noPesel || birthDate !== '' ? validateBirthDate(birthDate, today) : null;
  };
  const names = type({
    firstName: textRule(validateFirstName),
    lastName: textRule(validateLastName),
    phone: textRule(optional(validatePhone)),
  });
  const withBirthDate = withFieldRule(names, 'birthDate', birthDateError);
  const withSex = withFieldRule(withBirthDate, 'sex', (patient: PatientDetails) =>
    patient.noPesel ? validateRequired(patient.sex, 'Sex') : null,
  );
  return withFieldRule(withSex, 'pesel', (patient: PatientDetails) => {
    if (patient.noPesel) return null;
    const birthDate = (patient.birthDate ?? '').trim();
    return validatePesel(patient.pesel ?? '', {
      today,
      ...(birthDate !== '' && !birthDateError(patient) ? { birthDate } : {}),
      ...(patient.sex ? { sex: patient.sex } : {}),
    });
  });
}

export interface CheckoutContext {
  locationKind: SamplingLocationKind | null;
  /** Tests in the cart that no patient is assigned to while the cart has patients. */
  hasUnassignedItems: boolean;
  today: string;
}

/** The checkout's values as its fields name them: each person's details under their patient id. */
interface KeyedCheckoutValues extends Omit<CheckoutValues, 'patients'> {
  patients: Record<string, PatientDetails>;
}

/** The checkout's rules; where the samples are taken and whether every test has a patient come from the cart. */
export function checkoutStruct(context: CheckoutContext) {
  const fields = type({
    address: context.locationKind === 'home-service' ? AddressStruct : anyField<HomeAddress>(),
    visit: context.locationKind === 'home-service' ? VisitStruct : anyField<VisitChoice>(),
    patients: record(string(), patientStruct(context.today)),
    email: textRule(validateEmail),
    consents: type({
      terms: valueRule<boolean>((given) => (given ? null : CHECKOUT_MESSAGES.terms)),
      dataProcessing: valueRule<boolean>((given) => (given ? null : CHECKOUT_MESSAGES.dataProcessing)),
    }),
  });
  const withLocation = withFieldRule(fields, 'location', () =>
    context.locationKind === null ? CHECKOUT_MESSAGES.noLocation : null,
  );
  const withItems = withFieldRule(withLocation, 'items', () =>
    context.hasUnassignedItems ? CHECKOUT_MESSAGES.unassignedItems : null,
  );
  return withFieldRule(withItems, 'paymentMethod', (values: KeyedCheckoutValues) =>
    values.paymentMethod === 'at_centre' && context.locationKind === 'home-service'
      ? CHECKOUT_MESSAGES.atCentreNeedsPoint
      : null,
  );
}

/** Every message the form shows before it is sent, by field path; an empty map means it may be sent. */
export function validateCheckout(values: CheckoutValues, context: CheckoutContext): CheckoutErrors {
  return byPath(checkoutErrors(values, context));
}

/** The same messages as final-form takes them, nested by field path. */
export function checkoutErrors(values: CheckoutValues, context: CheckoutContext): Record<string, unknown> {
  const fields: KeyedCheckoutValues = {
    ...values,
    patients: Object.fromEntries(values.patients.map((patient) => [patient.patientId, patient])),
  };
  return validateWith(checkoutStruct(context))(fields);
}

/** The form's nested errors as one map by field path (`patients.<patientId>.pesel`). */
function byPath(errors: Readonly<Record<string, unknown>>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, error]) => {
      const path = `${prefix}${key}`;
      if (typeof error === 'string') return [[path, error]];
      if (typeof error === 'object' && error !== null) {
        return Object.entries(byPath(error as Record<string, unknown>, `${path}.`));
      }
      return [];
    }),
  );
}
