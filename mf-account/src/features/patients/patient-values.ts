import {
  normalisePesel,
  validateAgeGroup,
  validateBirthDate,
  validateFirstName,
  validateLastName,
  validatePesel,
  validateRequired,
  type AccountPatient,
  type AgeGroup,
  type PatientInput,
  type Sex,
} from '@labshop/shared-contracts/core';
import { textRule, validateWith, valueRule, withFieldRule } from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

export interface PatientValues {
  firstName?: string;
  lastName?: string;
  noPesel?: boolean;
  pesel?: string;
  birthDate?: string;
  sex?: Sex;
  ageGroup?: AgeGroup;
}

type PatientErrors = Partial<Record<keyof PatientValues, string>>;

export const PATIENT_FIELDS = ['firstName', 'lastName', 'pesel', 'birthDate', 'sex', 'ageGroup'] as const;

/** Names, a PESEL number agreeing with birth date and sex (unless 'no PESEL number'), a child 5-12 or an adult. */
export function patientStruct(today: string) {
  const birthDateError = (values: PatientValues) => validateBirthDate((values.birthDate ?? '').trim(), today);
  const fields = type({
    firstName: textRule(validateFirstName),
    lastName: textRule(validateLastName),
    birthDate: textRule((birthDate) => validateBirthDate(birthDate.trim(), today)),
    sex: valueRule<Sex>((sex) => validateRequired(sex, 'Sex')),
  });
  const withAgeGroup = withFieldRule(fields, 'ageGroup', (values: PatientValues) => {
    const required = validateRequired(values.ageGroup, 'Age group');
    if (required || !values.ageGroup || birthDateError(values)) return required;
    return validateAgeGroup((values.birthDate ?? '').trim(), values.ageGroup, today);
  });
  return withFieldRule(withAgeGroup, 'pesel', (values: PatientValues) => {
    if (values.noPesel) return null;
    const birthDate = (values.birthDate ?? '').trim();
    const expected = {
      today,
      ...(birthDateError(values) ? {} : { birthDate }),
      ...(values.sex ? { sex: values.sex } : {}),
    };
    return validatePesel(values.pesel ?? '', expected);
  });
}

export function validatePatient(values: PatientValues, today: string): PatientErrors {
  return validateWith(patientStruct(today))(values) as PatientErrors;
}

export function toPatientInput(values: PatientValues): PatientInput {
  return {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    pesel: values.noPesel ? null : normalisePesel(values.pesel ?? ''),
    birthDate: (values.birthDate ?? '').trim(),
    sex: values.sex ?? 'f',
    ageGroup: values.ageGroup ?? 'adult',
  };
}

export function patientToValues(patient: AccountPatient): PatientValues {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    noPesel: patient.pesel === null,
    pesel: patient.pesel ?? '',
    birthDate: patient.birthDate,
    sex: patient.sex,
    ageGroup: patient.ageGroup,
  };
}
