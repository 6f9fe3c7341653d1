import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ALREADY_REVIEWED_MESSAGE, ApiError } from '@labshop/shared-contracts/core';
import { MESSAGES } from '../../lib/messages';
import { toSubmitErrors } from '../../lib/submit-errors';

/**
 * A failed review action as form errors: the API's messages next to their fields, 'It cannot be done.' for a role
 * that may not, and, when another administrator was quicker, that the report has already been reviewed.
 */
export function reviewSubmitErrors(error: unknown, fields: readonly string[]): SubmissionErrors {
  if (error instanceof ApiError && error.code === 409) return { [FORM_ERROR]: [ALREADY_REVIEWED_MESSAGE] };
  return toSubmitErrors(error, fields, MESSAGES.saveFailed);
}
