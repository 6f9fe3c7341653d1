import type { FieldError } from './field-error';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { characterCount } from './text-length';

export const PASSWORD_MESSAGES = {
  required: 'Enter the password.',
  weak: `The password must have at least ${PASSWORD_MIN_LENGTH} characters, with a lowercase letter, an uppercase letter and a number.`,
  tooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmationRequired: 'Confirm the password.',
  confirmationMismatch: 'The passwords do not match.',
} as const;

/** The password rule; the current password on the change-password form follows it too. Any alphabet's letters count. */
export function validatePassword(value: string): FieldError {
  if (value === '') return PASSWORD_MESSAGES.required;
  const length = characterCount(value);
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const strong =
    length >= PASSWORD_MIN_LENGTH && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{Nd}/u.test(value);
  return strong ? null : PASSWORD_MESSAGES.weak;
}

export function validatePasswordConfirmation(password: string, confirmation: string): FieldError {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmationRequired;
  return confirmation === password ? null : PASSWORD_MESSAGES.confirmationMismatch;
}
