import { digitValues, isDigits, weightedSum } from './check-digits';
import type { FieldError } from './field-error';
import { PWZ_LENGTH } from './limits';

/** A doctor's licence number (numer prawa wykonywania zawodu, PWZ). */
export const PWZ_MESSAGES = {
  required: 'Enter the medical licence number.',
  length: `The medical licence number must have ${PWZ_LENGTH} digits.`,
  invalid: 'Enter a valid medical licence number.',
} as const;

const WEIGHTS = [1, 2, 3, 4, 5, 6];

/**
 * The first digit is the check digit: digits 2-7 weighted 1-6, mod 11. Sums giving 10 are never issued, and since
 * the number never starts with 0, neither are sums giving 0.
 */
export function isValidPwz(value: string): boolean {
  const pwz = value.trim();
  if (!isDigits(pwz, PWZ_LENGTH)) return false;
  const [check, ...rest] = digitValues(pwz);
  return check !== 0 && weightedSum(rest, WEIGHTS) % 11 === check;
}

export function validatePwz(value: string): FieldError {
  const pwz = value.trim();
  if (pwz === '') return PWZ_MESSAGES.required;
  if (!isDigits(pwz, PWZ_LENGTH)) return PWZ_MESSAGES.length;
  return isValidPwz(pwz) ? null : PWZ_MESSAGES.invalid;
}
