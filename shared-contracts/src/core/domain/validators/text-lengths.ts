import type { FieldError } from './field-error';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, SUBJECT_MAX_LENGTH, SUBJECT_MIN_LENGTH } from './limits';
import { validateTextLength } from './text-length';

/** The subject and message of the contact and message forms. */
export function validateSubject(value: string): FieldError {
  return validateTextLength(value, { label: 'subject', min: SUBJECT_MIN_LENGTH, max: SUBJECT_MAX_LENGTH });
}

export function validateMessage(value: string): FieldError {
  return validateTextLength(value, { label: 'message', min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH });
}
