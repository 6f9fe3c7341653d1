import { assign, integer, object, optional, refine, type Infer } from 'superstruct';
import { TEST_LIST_MAX_PER_PAGE, TestListQuery } from '@labshop/shared-contracts/core/api/catalogue';
import { integerFromQuery } from '../../platform/validation';

const PageNumber = refine(integer(), 'page', (page) => page >= 1 || 'must be 1 or more');
const PageSize = refine(
  integer(),
  'perPage',
  (perPage) => (perPage >= 1 && perPage <= TEST_LIST_MAX_PER_PAGE) || `must be from 1 to ${TEST_LIST_MAX_PER_PAGE}`,
);

/**
 * The shared TestListQuery as it arrives in a query string: numbers are written as text, and a page must exist.
 * Built on the shared shape, so a field the front end may send is a field this accepts.
 */
export const TestListRequest = assign(
  TestListQuery,
  object({ page: optional(integerFromQuery(PageNumber)), perPage: optional(integerFromQuery(PageSize)) }),
);
export type TestListRequest = Infer<typeof TestListRequest>;
