import type { FieldError } from './field-error';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './limits';
import { validateTextLength } from './text-length';

/** Any person's name field; `label` names it in the message ('first name', 'last name', 'name'). */
export function validateName(value: string, label = 'name'): FieldError {
  return validateTextLength(value, { label, min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
}

export function validateFirstName(value: string): FieldError {
  return validateName(value, 'first name');
}

export function validateLastName(value: string): FieldError {
  return validateName(value, 'last name');
}
