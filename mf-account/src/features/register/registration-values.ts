import {
  BIRTH_DATE_MESSAGES,
  birthDateFromParts,
  isBlank,
  normaliseIdCardNumber,
  normalisePesel,
  normalisePhone,
  peselBirthDate,
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
  validateRequired,
  type Sex,
} from '@labshop/shared-contracts/core';
import type { RegisterDoctorRequest, RegisterPatientRequest } from '@labshop/shared-contracts/core';
import { anyField, textRule, validateWith, valueRule, withFieldRule } from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

export interface RegistrationValues {
  /** The solved captcha; the page's check fills it in by itself. */
  captcha?: string;
  method?: 'pesel' | 'phone';
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  pesel?: string;
  noPesel?: boolean;
  birthDay?: string;
  birthMonth?: string;
  birthYear?: string;
  sex?: Sex;
  idCardNumber?: string;
  password?: string;
  passwordConfirmation?: string;
  pwz?: string;
  termsAccepted?: boolean;
  marketingConsent?: boolean;
  contactConsent?: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues | 'birthDate', string>>;

/** Every field the form shows an error on; the API's 422 keys are the same names. */
export const REGISTRATION_FIELDS = [
  'method',
  'captcha',
  'email',
  'firstName',
  'lastName',
  'phone',
  'pesel',
  'birthDate',
  'sex',
  'idCardNumber',
  'password',
  'passwordConfirmation',
  'pwz',
  'termsAccepted',
  'marketingConsent',
  'contactConsent',
] as const;

export const CONSENT_LABELS = {
  termsAccepted: 'I accept the terms of use',
  marketingConsent: 'I agree to receive marketing information',
  contactConsent: 'I agree to be contacted',
} as const;

/** With the 'no PESEL number' option (registration by phone only) the date of birth identifies the person. */
export function usesPesel(values: RegistrationValues): boolean {
  return values.method !== 'phone' || !values.noPesel;
}

function hasBirthDateParts(values: RegistrationValues): boolean {
  return !isBlank(values.birthDay) || !isBlank(values.birthMonth) || !isBlank(values.birthYear);
}

/** The ISO date the day, month and year fields name, `null` when left empty, `undefined` when they name no day. */
export function typedBirthDate(values: RegistrationValues): string | null | undefined {
  if (!hasBirthDateParts(values)) return null;
  const parts = { day: values.birthDay ?? '', month: values.birthMonth ?? '', year: values.birthYear ?? '' };
  return birthDateFromParts(parts) ?? undefined;
}

function birthDateError(values: RegistrationValues, today: string): string | null {
  const birthDate = typedBirthDate(values);
  if (birthDate === undefined) return BIRTH_DATE_MESSAGES.invalid;
  if (birthDate === null) return usesPesel(values) ? null : BIRTH_DATE_MESSAGES.required;
  return validateBirthDate(birthDate, today);
}

/**
 * The field rules of the registration form, through the shared rules the API applies too. The PESEL number must agree
 * with the birth date and sex typed beside it, unless the person registers by phone without one.
 */
export function registrationStruct(options: { doctor: boolean; today: string }) {
  const fields = type({
    email: textRule(validateEmail),
    firstName: textRule(validateFirstName),
    lastName: textRule(validateLastName),
    phone: textRule(validatePhone),
    sex: valueRule<Sex>((sex) => validateRequired(sex, 'Sex')),
    idCardNumber: textRule(validateIdCardNumber),
    password: textRule(validatePassword),
    termsAccepted: valueRule<boolean>((ticked) => validateRequired(ticked, 'Acceptance of the terms of use')),
    marketingConsent: valueRule<boolean>((ticked) => validateRequired(ticked, 'Consent to marketing information')),
    contactConsent: valueRule<boolean>((ticked) => validateRequired(ticked, 'Consent to be contacted')),
    pwz: options.doctor ? textRule(validatePwz) : anyField(),
  });
  const withBirthDate = withFieldRule(fields, 'birthDate', (values: RegistrationValues) =>
    birthDateError(values, options.today),
  );
  const withConfirmation = withFieldRule(withBirthDate, 'passwordConfirmation', (values: RegistrationValues) =>
    validatePasswordConfirmation(values.password ?? '', values.passwordConfirmation ?? ''),
  );
  return withFieldRule(withConfirmation, 'pesel', (values: RegistrationValues) => {
    if (!usesPesel(values)) return null;
    const birthDate = typedBirthDate(values);
    const expected = {
      today: options.today,
      ...(birthDate ? { birthDate } : {}),
      ...(values.sex ? { sex: values.sex } : {}),
    };
    return validatePesel(values.pesel ?? '', expected);
  });
}

export function validateRegistration(values: RegistrationValues, options: { doctor: boolean; today: string }) {
  return validateWith(registrationStruct(options))(values) as RegistrationErrors;
}

/** The request of a form that passed validation. */
export function toRegisterRequest(values: RegistrationValues): RegisterPatientRequest {
  const pesel = usesPesel(values) ? normalisePesel(values.pesel ?? '') : null;
  return {
    method: values.method ?? 'pesel',
    email: (values.email ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    phone: normalisePhone(values.phone ?? ''),
    pesel,
    birthDate: typedBirthDate(values) ?? (pesel ? peselBirthDate(pesel) : null),
    sex: values.sex ?? 'f',
    idCardNumber: normaliseIdCardNumber(values.idCardNumber ?? ''),
    password: values.password ?? '',
    passwordConfirmation: values.passwordConfirmation ?? '',
    termsAccepted: true,
    marketingConsent: true,
    contactConsent: true,
    ...(values.captcha ? { captcha: values.captcha } : {}),
  };
}

export function toRegisterDoctorRequest(values: RegistrationValues): RegisterDoctorRequest {
  return { ...toRegisterRequest(values), pwz: (values.pwz ?? '').trim() };
}
