import type { FieldError } from './field-error';
import { EMAIL_MAX_LENGTH } from './limits';

export const EMAIL_MESSAGES = {
  required: 'Enter the email address.',
  tooLong: `The email address must have at most ${EMAIL_MAX_LENGTH} characters.`,
  invalid: 'Enter a valid email address.',
} as const;

const LOCAL_PART_MAX_LENGTH = 64;

/**
 * The address form browsers accept (WHATWG 'valid e-mail address'), but with a dot in the domain:
 * a shop's mail cannot reach 'anna@localhost'.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The form in which addresses are stored and compared for 'already taken': trimmed and in lower case,
 * since mail providers do not tell 'Anna@' from 'anna@'.
 */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(value: string): FieldError {
  const email = value.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  const localPart = email.slice(0, email.lastIndexOf('@'));
  if (!EMAIL_PATTERN.test(email) || localPart.length > LOCAL_PART_MAX_LENGTH) return EMAIL_MESSAGES.invalid;
  return null;
}
