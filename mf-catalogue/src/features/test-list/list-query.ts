import { enums, is } from 'superstruct';
import { TEST_SORTS, type TestSort } from '@labshop/shared-contracts/core';

/** Sort and page of the test list; both live in the address (`?sort=&page=`) so a list can be shared. */
export interface ListQuery {
  sort: TestSort;
  page: number;
}

export const DEFAULT_SORT: TestSort = 'popularity';

export const SORT_LABELS: Record<TestSort, string> = {
  popularity: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

const SortParam = enums(TEST_SORTS);

/** Reads the list query from the address; anything unreadable falls back to the first page, most popular. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: is(sort, SortParam) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The search part of an address showing this list query. Defaults are left out to keep links short;
 * other parameters of the page (such as webview=1) are kept.
 */
export function listSearch(current: URLSearchParams, query: ListQuery): string {
  const next = new URLSearchParams(current);
  if (query.sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', query.sort);
  if (query.page === 1) next.delete('page');
  else next.set('page', String(query.page));
  const search = next.toString();
  return search ? `?${search}` : '';
}
