import { formatIsoDate, parseIsoDate } from './calendar-date';
import { digitValues, isDigits, weightedSum } from './check-digits';
import type { FieldError } from './field-error';
import { PESEL_LENGTH } from './limits';

/** The sexes as the registration form records them. */
export const SEXES = ['m', 'f'] as const;
/** The sex as the registration form records it. */
export type Sex = (typeof SEXES)[number];

export const PESEL_MESSAGES = {
  required: 'Enter the PESEL number.',
  length: `The PESEL number must have ${PESEL_LENGTH} digits.`,
  invalid: 'Enter a valid PESEL number.',
  birthDateMismatch: 'The PESEL number does not match the date of birth.',
  sexMismatch: 'The PESEL number does not match the selected sex.',
} as const;

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** The month digits carry the century: 1-12 for the 1900s, +20 for the 2000s ... +80 for the 1800s. */
const CENTURY_MONTH_OFFSETS: readonly { offset: number; century: number }[] = [
  { offset: 80, century: 1800 },
  { offset: 0, century: 1900 },
  { offset: 20, century: 2000 },
  { offset: 40, century: 2100 },
  { offset: 60, century: 2200 },
];

export function normalisePesel(value: string): string {
  return value.replace(/\s/g, '');
}

function hasValidCheckDigit(pesel: string): boolean {
  const digits = digitValues(pesel);
  return (10 - (weightedSum(digits, WEIGHTS) % 10)) % 10 === digits[10];
}

function decodeBirthDate(pesel: string): string | null {
  const yearInCentury = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const era = CENTURY_MONTH_OFFSETS.find(({ offset }) => encodedMonth > offset && encodedMonth <= offset + 12);
  if (!era) return null;
  return formatIsoDate({ year: era.century + yearInCentury, month: encodedMonth - era.offset, day });
}

/** A PESEL number with 11 digits, the right check digit and a birth date that exists. */
export function isValidPesel(value: string): boolean {
  const pesel = normalisePesel(value);
  return isDigits(pesel, PESEL_LENGTH) && hasValidCheckDigit(pesel) && decodeBirthDate(pesel) !== null;
}

/** The ISO date of birth a valid PESEL number encodes; `null` for an invalid number. */
export function peselBirthDate(value: string): string | null {
  return isValidPesel(value) ? decodeBirthDate(normalisePesel(value)) : null;
}

/** The sex a valid PESEL number encodes (odd 10th digit: male); `null` for an invalid number. */
export function peselSex(value: string): Sex | null {
  if (!isValidPesel(value)) return null;
  return Number(normalisePesel(value)[9]) % 2 === 1 ? 'm' : 'f';
}

export interface PeselExpectations {
  /** The date of birth given on the same form (ISO); compared only when it is a valid date. */
  birthDate?: string;
  sex?: Sex;
  /** When given, a PESEL number of someone not yet born is refused. */
  today?: string;
}

export function validatePesel(value: string, expected: PeselExpectations = {}): FieldError {
  const pesel = normalisePesel(value);
  if (pesel === '') return PESEL_MESSAGES.required;
  if (!isDigits(pesel, PESEL_LENGTH)) return PESEL_MESSAGES.length;
  const birthDate = peselBirthDate(pesel);
  if (birthDate === null) return PESEL_MESSAGES.invalid;
  if (expected.today !== undefined && birthDate > expected.today) return PESEL_MESSAGES.invalid;
  if (expected.birthDate !== undefined && parseIsoDate(expected.birthDate) && birthDate !== expected.birthDate) {
    return PESEL_MESSAGES.birthDateMismatch;
  }
  if (expected.sex !== undefined && peselSex(pesel) !== expected.sex) return PESEL_MESSAGES.sexMismatch;
  return null;
}
