import { weightedSum } from './check-digits';
import type { FieldError } from './field-error';

/** The Polish identity card number (numer dowodu osobistego): series of 3 letters, then 6 digits. */
export const ID_CARD_MESSAGES = {
  required: 'Enter the ID card number.',
  format: 'The ID card number must have 3 letters followed by 6 digits.',
  invalid: 'Enter a valid ID card number.',
} as const;

/** The 4th character is the check digit; its weight 9 makes a valid number's weighted sum a multiple of 10. */
const WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3];
const LETTER_A_VALUE = 10;

/** 'abs 123456' as typed becomes 'ABS123456'. */
export function normaliseIdCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

function characterValue(character: string): number {
  return /[A-Z]/.test(character) ? character.charCodeAt(0) - 'A'.charCodeAt(0) + LETTER_A_VALUE : Number(character);
}

function hasIdCardFormat(number: string): boolean {
  return /^[A-Z]{3}[0-9]{6}$/.test(number);
}

export function isValidIdCardNumber(value: string): boolean {
  const number = normaliseIdCardNumber(value);
  return hasIdCardFormat(number) && weightedSum(Array.from(number, characterValue), WEIGHTS) % 10 === 0;
}

export function validateIdCardNumber(value: string): FieldError {
  const number = normaliseIdCardNumber(value);
  if (number === '') return ID_CARD_MESSAGES.required;
  if (!hasIdCardFormat(number)) return ID_CARD_MESSAGES.format;
  return isValidIdCardNumber(number) ? null : ID_CARD_MESSAGES.invalid;
}
