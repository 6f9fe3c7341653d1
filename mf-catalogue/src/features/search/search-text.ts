import { is } from 'superstruct';
import { ApiError, ErrorBody, SEARCH_QUERY_MAX_LENGTH } from '@labshop/shared-contracts/core';

/**
 * What is sent for a search: a text past the API's limit is cut just beyond it, so a huge paste still gets
 * the API's own 422 answer instead of an address too long for any server.
 */
export function requestText(text: string): string {
  const characters = Array.from(text);
  return characters.length > SEARCH_QUERY_MAX_LENGTH ? characters.slice(0, SEARCH_QUERY_MAX_LENGTH + 1).join('') : text;
}

/** The API's message about the search text of a 422 answer, or null for any other failure. */
export function searchTextProblem(error: Error): string | null {
  if (!(error instanceof ApiError) || error.code !== 422 || !is(error.data, ErrorBody)) return null;
  const messages = error.data.errors?.q ?? [];
  return messages.length > 0 ? `The search text ${messages.join(', ')}.` : error.data.message;
}
