import { ALREADY_REVIEWED_MESSAGE, ApiError } from '@labshop/shared-contracts/core';
import { MESSAGES } from '../../lib/messages';
import { FORM_ERROR, type SubmissionErrors, submitErrorsFrom } from '@labshop/shared-contracts/web/forms';

/**
 * A failed review action as form errors: the API's messages next to their fields, 'It cannot be done.' for a role
 * that may not, and, when another administrator was quicker, that the report has already been reviewed.
 */
export function reviewSubmitErrors(error: unknown, fields: readonly string[]): SubmissionErrors {
  if (error instanceof ApiError && error.code === 409) return { [FORM_ERROR]: [ALREADY_REVIEWED_MESSAGE] };
  return submitErrorsFrom(error, { fields: fields, failure: MESSAGES.saveFailed });
}
