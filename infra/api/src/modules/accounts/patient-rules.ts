import type { PatientInput } from '@labshop/shared-contracts/core/api/accounts';
import {
  validateAgeGroup,
  validateBirthDate,
  validateFirstName,
  validateLastName,
  validatePesel,
  type FieldError,
} from '@labshop/shared-contracts/core';

/** A child 5-12 or an adult; a given PESEL agrees with the date of birth and sex. */
export function patientRules(input: PatientInput, today: string): Record<string, FieldError> {
  const birthDateError = validateBirthDate(input.birthDate, today);
  const pesel = input.pesel?.trim() ?? '';
  return {
    firstName: validateFirstName(input.firstName),
    lastName: validateLastName(input.lastName),
    birthDate: birthDateError,
    pesel: pesel === '' ? null : validatePesel(pesel, { birthDate: input.birthDate, sex: input.sex, today }),
    ageGroup: birthDateError === null ? validateAgeGroup(input.birthDate, input.ageGroup, today) : null,
  };
}
