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
export function validatePatient(values: PatientValues, today: string): PatientErrors {
  const birthDate = (values.birthDate ?? '').trim();
  const birthDateError = validateBirthDate(birthDate, today);
  const rules: PatientErrors = {
    firstName: validateFirstName(values.firstName ?? '') ?? undefined,
    lastName: validateLastName(values.lastName ?? '') ?? undefined,
    birthDate: birthDateError ?? undefined,
    sex: validateRequired(values.sex, 'Sex') ?? undefined,
    ageGroup:
      validateRequired(values.ageGroup, 'Age group') ??
      (values.ageGroup && !birthDateError ? validateAgeGroup(birthDate, values.ageGroup, today) : null) ??
      undefined,
  };
  if (!values.noPesel) {
    const expected = { today, ...(birthDateError ? {} : { birthDate }), ...(values.sex ? { sex: values.sex } : {}) };
    rules.pesel = validatePesel(values.pesel ?? '', expected) ?? undefined;
  }
  return Object.fromEntries(Object.entries(rules).filter(([, message]) => message !== undefined));
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
