import type { RegisterDoctorRequest, RegisterPatientRequest } from '@labshop/shared-contracts/core/api/accounts';
import {
  normaliseEmail,
  normaliseIdCardNumber,
  normalisePesel,
  normalisePhone,
  peselBirthDate,
  PESEL_ALTERNATIVE_MESSAGES,
  validateBirthDate,
  validateEmail,
  validateFirstName,
  validateIdCardNumber,
  validateLastName,
  validatePassword,
  validatePasswordConfirmation,
  validatePesel,
  validatePhone,
  validatePwz,
  type FieldError,
} from '@labshop/shared-contracts/core';
import type { FieldErrors } from '../../platform/errors';

/**
 * 'Not already taken', with the product's own words for a phone number an account already has. Answered only
 * after the registration limit has counted the form, so nobody learns who is registered faster than that.
 */
export const TAKEN_MESSAGES = {
  email: 'This email address is already taken.',
  phone: 'The account with the phone number you have provided already exists.',
  pesel: 'This PESEL number is already taken.',
} as const;

export type IdentityField = keyof typeof TAKEN_MESSAGES;

/** The registration as it is stored while it waits for its SMS code, and then as the account. */
export interface RegistrationDetails {
  email: string;
  phone: string;
  pesel: string | null;
  birthDate: string | null;
  sex: 'm' | 'f';
  firstName: string;
  lastName: string;
  idCardNumber: string;
  marketingConsent: boolean;
  pwz: string | null;
}

export function normaliseRegistration(form: RegisterPatientRequest & { pwz?: string }): RegistrationDetails {
  const pesel = form.pesel === null || form.pesel.trim() === '' ? null : normalisePesel(form.pesel);
  const birthDate = form.birthDate?.trim() ? form.birthDate.trim() : pesel === null ? null : peselBirthDate(pesel);
  return {
    email: normaliseEmail(form.email),
    phone: normalisePhone(form.phone),
    pesel,
    birthDate,
    sex: form.sex,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    idCardNumber: normaliseIdCardNumber(form.idCardNumber),
    marketingConsent: form.marketingConsent,
    pwz: form.pwz?.trim() ?? null,
  };
}

/** Every rule of the registration form the shared validators check; 'not already taken' is checked apart. */
export function registrationFormErrors(
  form: RegisterPatientRequest | RegisterDoctorRequest,
  today: string,
): FieldErrors {
  const rules: Record<string, FieldError> = {
    email: validateEmail(form.email),
    firstName: validateFirstName(form.firstName),
    lastName: validateLastName(form.lastName),
    phone: validatePhone(form.phone),
    idCardNumber: validateIdCardNumber(form.idCardNumber),
    password: validatePassword(form.password),
    passwordConfirmation: validatePasswordConfirmation(form.password, form.passwordConfirmation),
    ...peselAndBirthDateErrors(form, today),
  };
  if ('pwz' in form) rules.pwz = validatePwz(form.pwz);
  return Object.fromEntries(
    Object.entries(rules).flatMap(([field, message]) => (message === null ? [] : [[field, [message]]])),
  );
}

/** The identity values of a registration: what must not be taken, and what the registration limit counts. */
export function identityValues(details: RegistrationDetails): Partial<Record<IdentityField, string>> {
  return { email: details.email, phone: details.phone, ...(details.pesel === null ? {} : { pesel: details.pesel }) };
}

/**
 * By PESEL the number is required. By phone, 'no PESEL number' (pesel null) makes the date of birth required.
 * A given PESEL must agree with the date of birth and sex on the form.
 */
function peselAndBirthDateErrors(form: RegisterPatientRequest, today: string): Record<string, FieldError> {
  const pesel = form.pesel?.trim() ?? '';
  const birthDate = form.birthDate?.trim() ?? '';
  const errors: Record<string, FieldError> = { pesel: null, birthDate: null };
  if (birthDate !== '') errors.birthDate = validateBirthDate(birthDate, today);
  if (pesel !== '' || form.method === 'pesel') {
    errors.pesel = validatePesel(pesel, { sex: form.sex, today, ...(birthDate === '' ? {} : { birthDate }) });
  } else if (birthDate === '') {
    errors.birthDate = PESEL_ALTERNATIVE_MESSAGES.peselOrBirthDate;
  }
  return errors;
}
