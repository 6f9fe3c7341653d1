import { is } from 'superstruct';
import { ApiError, ErrorBody } from '@labshop/shared-contracts/core';

/**
 * The messages of a 422 answer by its top field (`weight.unit` is said at `weight`), or null for any other failure,
 * which the form says above its button instead.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.code !== 422 || !is(error.data, ErrorBody) || !error.data.errors) {
    return null;
  }
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.data.errors)) {
    const field = path.split('.')[0] ?? path;
    errors[field] = [errors[field], ...messages].filter(Boolean).join(' ');
  }
  return errors;
}
