import { digitValues, isDigits, stripSeparators, weightedSum } from './check-digits';
import type { FieldError } from './field-error';
import { NIP_LENGTH } from './limits';

export const NIP_MESSAGES = {
  required: 'Enter the NIP number.',
  length: `The NIP number must have ${NIP_LENGTH} digits.`,
  invalid: 'Enter a valid NIP number.',
} as const;

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The ten digits of a NIP typed with dashes or spaces ('123-456-32-18'). */
export function normaliseNip(value: string): string {
  return stripSeparators(value);
}

/** The check digit is the weighted sum mod 11; no digit equals a sum giving 10, so such numbers are never valid. */
export function isValidNip(value: string): boolean {
  const nip = normaliseNip(value);
  if (!isDigits(nip, NIP_LENGTH)) return false;
  const digits = digitValues(nip);
  return weightedSum(digits, WEIGHTS) % 11 === digits[9];
}

export function validateNip(value: string): FieldError {
  const nip = normaliseNip(value);
  if (nip === '') return NIP_MESSAGES.required;
  if (!isDigits(nip, NIP_LENGTH)) return NIP_MESSAGES.length;
  return isValidNip(nip) ? null : NIP_MESSAGES.invalid;
}
