import type { FieldError } from '@labshop/shared-contracts/core';
import { ValidationError, type FieldErrors } from '../../platform/errors';

/** The failed rules of a form as the API answers them: one list of messages per field. */
export function fieldErrorsOf(rules: Record<string, FieldError>): FieldErrors {
  return Object.fromEntries(
    Object.entries(rules).flatMap(([field, message]) => (message === null ? [] : [[field, [message]]])),
  );
}

export function throwIfAny(rules: Record<string, FieldError>): void {
  const errors = fieldErrorsOf(rules);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
