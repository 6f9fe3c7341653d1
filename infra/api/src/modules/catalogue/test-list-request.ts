import { assign, boolean, integer, object, optional, refine, string, type Infer } from 'superstruct';
import {
  TEST_LIST_MAX_PER_PAGE,
  TEST_LIST_MAX_SAMPLE_TYPES,
  TestListQuery,
} from '@labshop/shared-contracts/core/api/catalogue';
import { booleanFromQuery, integerFromQuery } from '../../platform/validation';

/** The dearest price a filter may name, in whole units: far above any item, and still an integer once in pence. */
const HIGHEST_PRICE = 1_000_000;
/** The longest turnaround a filter may name, as the catalogue import allows no longer one. */
const LONGEST_TURNAROUND_DAYS = 365;

const PageNumber = refine(integer(), 'page', (page) => page >= 1 || 'must be 1 or more');
const PageSize = refine(
  integer(),
  'perPage',
  (perPage) => (perPage >= 1 && perPage <= TEST_LIST_MAX_PER_PAGE) || `must be from 1 to ${TEST_LIST_MAX_PER_PAGE}`,
);
const Price = refine(
  integer(),
  'price',
  (price) => (price >= 0 && price <= HIGHEST_PRICE) || `must be a whole amount from 0 to ${HIGHEST_PRICE}`,
);
const TurnaroundDays = refine(
  integer(),
  'turnaroundDays',
  (days) => (days >= 1 && days <= LONGEST_TURNAROUND_DAYS) || `must be from 1 to ${LONGEST_TURNAROUND_DAYS} days`,
);
/** Sample types are single lower-case words ('blood', 'swab'), as the catalogue stores them. */
const SampleTypes = refine(string(), 'sample', (text) => {
  const types = sampleTypeList(text);
  if (types.length === 0 || !types.every((type) => /^[a-z]{1,30}$/.test(type))) {
    return 'must be sample types separated by commas, e.g. blood,urine';
  }
  return types.length <= TEST_LIST_MAX_SAMPLE_TYPES || `must name at most ${TEST_LIST_MAX_SAMPLE_TYPES} sample types`;
});

/** The sample types a `sample` query names, without blanks or repeats. */
export function sampleTypeList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The shared TestListQuery as it arrives in a query string: numbers and true/false are written as text, a page must
 * exist, and a price range must not end before it starts. Built on the shared shape, so a field the front end may
 * send is a field this accepts.
 */
export const TestListRequest = refine(
  assign(
    TestListQuery,
    object({
      page: optional(integerFromQuery(PageNumber)),
      perPage: optional(integerFromQuery(PageSize)),
      priceMin: optional(integerFromQuery(Price)),
      priceMax: optional(integerFromQuery(Price)),
      sample: optional(SampleTypes),
      noFasting: optional(booleanFromQuery(boolean())),
      turnaroundDays: optional(integerFromQuery(TurnaroundDays)),
    }),
  ),
  'priceRange',
  ({ priceMin, priceMax }) =>
    priceMin === undefined || priceMax === undefined || priceMin <= priceMax
      ? true
      : { path: ['priceMax'], message: 'must be at least the lowest price (priceMin)' },
);
export type TestListRequest = Infer<typeof TestListRequest>;
