import { is } from 'superstruct';
// Through the package name: the API client that throws these errors is the page's one shared copy of the contracts,
// and `instanceof` only holds against that copy's class.
import { ApiError, ErrorBody, FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core';
import { showToast } from '@labshop/shared-contracts/web/ui';

/** The API refused the action for the caller's role (403 'It cannot be done.'), as opposed to a blocked account. */
export function isForbidden(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 403) return false;
  const { data } = error;
  return is(data, ErrorBody) && data.message === FORBIDDEN_MESSAGE;
}

/** A forbidden action says 'It cannot be done.' in a toast. Answers whether it was one. */
export function toastIfForbidden(error: unknown): boolean {
  if (!isForbidden(error)) return false;
  showToast(FORBIDDEN_MESSAGE, { type: 'error' });
  return true;
}
