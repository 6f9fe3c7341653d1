import {
  normalisePesel,
  normalisePhone,
  validateBirthDate,
  validateFirstName,
  validateLastName,
  validatePesel,
  validatePeselOrBirthDate,
  validatePhone,
  type FieldError,
} from '@labshop/shared-contracts/core';
import type { OrderPatientInput } from '@labshop/shared-contracts/core/api/orders';

/** A person of the order with blanks as null and numbers without separators. */
export type OrderPatientDetails = OrderPatientInput;

export function normaliseOrderPatient(patient: OrderPatientInput): OrderPatientDetails {
  const pesel = normalisePesel(patient.pesel ?? '');
  const birthDate = patient.birthDate?.trim() ?? '';
  const phone = normalisePhone(patient.phone ?? '');
  return {
    id: patient.id,
    firstName: patient.firstName.trim(),
    lastName: patient.lastName.trim(),
    pesel: pesel === '' ? null : pesel,
    birthDate: birthDate === '' ? null : birthDate,
    sex: patient.sex,
    phone: phone === '' ? null : phone,
  };
}

/**
 * The field rules for the person a test is for: names 2-255; the PESEL number, or with the 'no PESEL number' option
 * the date of birth; a PESEL number that agrees with a given date of birth and the sex; a valid phone if given.
 */
export function orderPatientRules(patient: OrderPatientDetails, today: string): Record<string, FieldError> {
  const either = validatePeselOrBirthDate({ pesel: patient.pesel ?? '', birthDate: patient.birthDate ?? '' });
  const birthDateError = patient.birthDate === null ? null : validateBirthDate(patient.birthDate, today);
  return {
    firstName: validateFirstName(patient.firstName),
    lastName: validateLastName(patient.lastName),
    pesel:
      either ??
      (patient.pesel === null
        ? null
        : validatePesel(patient.pesel, {
            ...(patient.birthDate !== null && birthDateError === null ? { birthDate: patient.birthDate } : {}),
            sex: patient.sex,
            today,
          })),
    birthDate: birthDateError,
    phone: patient.phone === null ? null : validatePhone(patient.phone),
  };
}
