import { MARKET, phonePrefixDigits } from '../market';
import { isDigits } from './check-digits';
import type { FieldError } from './field-error';
import { PHONE_LENGTH } from './limits';

export const PHONE_MESSAGES = {
  required: 'Enter the phone number.',
  length: `The phone number must have ${PHONE_LENGTH} digits.`,
  invalid: 'Enter a valid phone number.',
} as const;

const PREFIX_DIGITS = phonePrefixDigits(MARKET);
/** The market's prefix written either way ('+48' or '0048') in front of a whole national number. */
const INTERNATIONAL_PREFIX = new RegExp(`^(\\+${PREFIX_DIGITS}|00${PREFIX_DIGITS})(?=\\d{${PHONE_LENGTH}}$)`);

/**
 * The national digits of a number typed as '+48 600 100 200', '0048 600-100-200' or '(600) 100 200' (the prefix
 * is the market's). Anything else is returned with only the separators removed, so it fails the digit check.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s\-()]/g, '');
  return compact.replace(INTERNATIONAL_PREFIX, '');
}

/** Polish numbers are nine digits and none starts with 0 (there is no trunk prefix). */
export function isValidPhone(value: string): boolean {
  const phone = normalisePhone(value);
  return isDigits(phone, PHONE_LENGTH) && !phone.startsWith('0');
}

export function validatePhone(value: string): FieldError {
  const phone = normalisePhone(value);
  if (phone === '') return PHONE_MESSAGES.required;
  if (!isDigits(phone, PHONE_LENGTH)) return PHONE_MESSAGES.length;
  return isValidPhone(phone) ? null : PHONE_MESSAGES.invalid;
}
