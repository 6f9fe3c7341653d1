import { is } from 'superstruct';
import { ApiError, ErrorBody } from '@labshop/shared-contracts/core';

/** What any failure without a message of its own says (the product's text). */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred';

/** The API's `{ message, errors }` body of a failed call, or null for a network failure or another body. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  return error instanceof ApiError && is(error.data, ErrorBody) ? error.data : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
