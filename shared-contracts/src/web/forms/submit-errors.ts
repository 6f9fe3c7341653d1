import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { is } from 'superstruct';
// Through the package name, for the same reason as in forbidden.ts: one ApiError class on a page.
import { ApiError, ErrorBody, FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core';
import { toastIfForbidden } from './forbidden';

const TOO_MANY_ATTEMPTS = 429;
const INVALID_VALUES = 422;

export interface SubmitErrorOptions {
  /** What the form says above its button when the call fails. */
  failure: string;
  /**
   * The fields the form shows, by path (`patients.0.pesel`), or a test of a path. A message for a field the form
   * does not show is said above the form instead, so no refusal goes unexplained.
   */
  fields: readonly string[] | ((path: string) => boolean);
  /** The API's field paths mapped to the form's, where they differ. */
  names?: Readonly<Record<string, string>>;
  /**
   * Too many attempts: the API says how long to wait. By default that is said after the form's failure; a form whose
   * failure would be untrue then (the credentials were never checked) says only how long to wait.
   */
  tooManyAttempts?: 'after-failure' | 'instead-of-failure';
}

/**
 * Turns a failed call into final-form submit errors: each message of a 422 answer next to its field (keyed by field
 * path), and the form's own messages in an alert above it under FORM_ERROR (a list of strings). A role that may not
 * do the action hears 'It cannot be done.', in a toast and above the form, instead of the failure.
 */
export function submitErrorsFrom(error: unknown, options: SubmitErrorOptions): SubmissionErrors {
  if (toastIfForbidden(error)) return { [FORM_ERROR]: [FORBIDDEN_MESSAGE] };
  const data = error instanceof ApiError && is(error.data, ErrorBody) ? error.data : undefined;
  const code = error instanceof ApiError ? error.code : null;
  if (code === TOO_MANY_ATTEMPTS && data && options.tooManyAttempts === 'instead-of-failure') {
    return { [FORM_ERROR]: [data.message] };
  }
  const messages: string[] = [options.failure];
  if (code === TOO_MANY_ATTEMPTS && data) messages.push(data.message);
  let errors: object = {};
  if (code === INVALID_VALUES && data?.errors) {
    const { fields } = options;
    const shows = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
    for (const [apiPath, fieldMessages] of Object.entries(data.errors)) {
      const path = options.names?.[apiPath] ?? apiPath;
      if (shows(path) && fieldMessages.length > 0) errors = setIn(errors, path, fieldMessages.join(' '));
      else messages.push(...fieldMessages);
    }
  }
  return { ...errors, [FORM_ERROR]: messages };
}

/** The form's own messages travel under FORM_ERROR, which final-form types loosely: keep the strings. */
export function formMessages(submitError: unknown): string[] {
  if (typeof submitError === 'string') return [submitError];
  return Array.isArray(submitError) ? submitError.filter((line): line is string => typeof line === 'string') : [];
}

/** The status of a failed call, if the API answered at all. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
