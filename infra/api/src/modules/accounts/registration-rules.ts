import { eq } from 'drizzle-orm';
import type { RegisterDoctorRequest, RegisterPatientRequest } from '@labshop/shared-contracts/api/accounts';
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
} from '@labshop/shared-contracts';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import type { FieldErrors } from '../../platform/errors';

/** Spec §5 'not already taken'. The shared rules check form; only the server knows who is registered. */
export const TAKEN_MESSAGES = {
  email: 'This email address is already taken.',
  phone: 'This phone number is already taken.',
  pesel: 'This PESEL number is already taken.',
} as const;

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

/** Every spec §5 rule of the registration form, with the shared validators, then the 'not already taken' checks. */
export async function registrationErrors(
  db: Database,
  form: RegisterPatientRequest | RegisterDoctorRequest,
  today: string,
): Promise<FieldErrors> {
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

  const details = normaliseRegistration(form);
  if (rules.email === null && (await isTaken(db, 'email', details.email))) rules.email = TAKEN_MESSAGES.email;
  if (rules.phone === null && (await isTaken(db, 'phone', details.phone))) rules.phone = TAKEN_MESSAGES.phone;
  if (rules.pesel === null && details.pesel !== null && (await isTaken(db, 'pesel', details.pesel))) {
    rules.pesel = TAKEN_MESSAGES.pesel;
  }
  return Object.fromEntries(
    Object.entries(rules).flatMap(([field, message]) => (message === null ? [] : [[field, [message]]])),
  );
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

async function isTaken(db: Database, column: 'email' | 'phone' | 'pesel', value: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts[column], value));
  return row !== undefined;
}
