import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { is } from 'superstruct';
import { ApiError, ErrorBody, FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core';
import { toastIfForbidden } from './forbidden';

const TOO_MANY_ATTEMPTS = 429;

/** The API's 422 field names mapped to the form's field names; a name missing here is the same on both sides. */
export type FieldNames = Readonly<Record<string, string>>;

/**
 * Turns a failed call into final-form submit errors: each validation message next to its field, and the
 * form's own message (plus messages of fields the form does not show, or why to wait before trying again) in an
 * alert above it.
 */
export function toSubmitErrors(
  error: unknown,
  formFields: readonly string[],
  failure: string,
  names: FieldNames = {},
): SubmissionErrors {
  // A forbidden action says so, in a toast and above the form, instead of the general failure.
  if (toastIfForbidden(error)) return { [FORM_ERROR]: [FORBIDDEN_MESSAGE] };
  const messages: string[] = [failure];
  const errors: Record<string, string> = {};
  const data = error instanceof ApiError ? error.data : undefined;
  // Too many attempts: the API says how long to wait, which the visitor needs to know to try again.
  if (error instanceof ApiError && error.code === TOO_MANY_ATTEMPTS && is(data, ErrorBody)) messages.push(data.message);
  if (error instanceof ApiError && error.code === 422 && is(data, ErrorBody) && data.errors) {
    for (const [apiField, fieldMessages] of Object.entries(data.errors)) {
      const field = names[apiField] ?? apiField;
      if (formFields.includes(field) && fieldMessages.length > 0) errors[field] = fieldMessages.join(' ');
      else messages.push(...fieldMessages);
    }
  }
  return { ...errors, [FORM_ERROR]: messages };
}

/** The form's own messages travel under FORM_ERROR, which final-form types loosely: keep the strings. */
export function formMessages(submitError: unknown): string[] {
  return Array.isArray(submitError) ? submitError.filter((line): line is string => typeof line === 'string') : [];
}

/** The status of a failed call, if the API answered at all. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
