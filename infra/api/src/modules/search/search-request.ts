import { assign, integer, object, optional, refine, string } from 'superstruct';
import { SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH, SearchQuery } from '@labshop/shared-contracts/core/api/search';
import { integerFromQuery } from '../../platform/validation';
import { characterCount } from './search-text';

const Query = refine(
  string(),
  'q',
  (text) => characterCount(text) <= SEARCH_QUERY_MAX_LENGTH || `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
);
const Limit = refine(
  integer(),
  'limit',
  (limit) => (limit >= 1 && limit <= SEARCH_MAX_LIMIT) || `must be from 1 to ${SEARCH_MAX_LIMIT}`,
);

/** The shared SearchQuery as a query string carries it, with the length and limit bounds checked. */
export const SearchRequest = assign(
  SearchQuery,
  object({ q: optional(Query), limit: optional(integerFromQuery(Limit)) }),
);
