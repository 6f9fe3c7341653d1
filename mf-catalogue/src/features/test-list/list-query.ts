import { enums, is } from 'superstruct';
import { TEST_SORTS, type TestListQuery, type TestSort } from '@labshop/shared-contracts/core';

/** What the visitor narrowed the list to; each lives in the address beside the sort and the page. */
export interface ListFilters {
  /** Whole pounds, both ends included; null for no bound. */
  priceMin: number | null;
  priceMax: number | null;
  /** Sample types as the catalogue names them ('blood'), in the order chosen; none for every sample. */
  sampleTypes: readonly string[];
  noFasting: boolean;
  /** Results within this many days; null for any turnaround. */
  turnaroundDays: number | null;
}

/** Sort, page and filters of the test list; all live in the address (`?sort=&page=&sample=…`) so a list can be shared. */
export interface ListQuery {
  sort: TestSort;
  page: number;
  filters: ListFilters;
}

export const DEFAULT_SORT: TestSort = 'popularity';
export const NO_FILTERS: ListFilters = {
  priceMin: null,
  priceMax: null,
  sampleTypes: [],
  noFasting: false,
  turnaroundDays: null,
};

export const SORT_LABELS: Record<TestSort, string> = {
  popularity: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

const SortParam = enums(TEST_SORTS);
/** The highest price the API takes in a filter; a larger one in the address is dropped. */
const HIGHEST_PRICE = 1_000_000;

/** Reads the list query from the address; anything unreadable falls back to the first page, most popular, unfiltered. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  const page = wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER);
  return {
    sort: is(sort, SortParam) ? sort : DEFAULT_SORT,
    page: page ?? 1,
    filters: readFilters(params),
  };
}

function readFilters(params: URLSearchParams): ListFilters {
  const low = wholeNumber(params.get('priceMin'), 0, HIGHEST_PRICE);
  const high = wholeNumber(params.get('priceMax'), 0, HIGHEST_PRICE);
  // A range written backwards (a hand-edited address) is read the right way round rather than as an error.
  const [priceMin, priceMax] = low !== null && high !== null && low > high ? [high, low] : [low, high];
  const sampleTypes = [
    ...new Set(
      (params.get('sample') ?? '')
        .split(',')
        .map((type) => type.trim().toLowerCase())
        .filter((type) => /^[a-z]{1,30}$/.test(type)),
    ),
  ];
  return {
    priceMin,
    priceMax,
    sampleTypes,
    noFasting: params.get('noFasting') === 'true',
    turnaroundDays: wholeNumber(params.get('turnaroundDays'), 1, 365),
  };
}

/** A whole number written in the address within the bounds; null when absent or anything else. */
function wholeNumber(text: string | null, lowest: number, highest: number): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= lowest && value <= highest ? value : null;
}

export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.sampleTypes.length > 0 ||
    filters.noFasting ||
    filters.turnaroundDays !== null
  );
}

/**
 * The search part of an address showing this list query. Defaults are left out to keep links short;
 * other parameters of the page (such as webview=1) are kept.
 */
export function listSearch(current: URLSearchParams, query: ListQuery): string {
  const next = new URLSearchParams(current);
  setOrDelete(next, 'sort', query.sort === DEFAULT_SORT ? null : query.sort);
  setOrDelete(next, 'page', query.page === 1 ? null : String(query.page));
  const { filters } = query;
  setOrDelete(next, 'priceMin', filters.priceMin === null ? null : String(filters.priceMin));
  setOrDelete(next, 'priceMax', filters.priceMax === null ? null : String(filters.priceMax));
  setOrDelete(next, 'sample', filters.sampleTypes.length === 0 ? null : filters.sampleTypes.join(','));
  setOrDelete(next, 'noFasting', filters.noFasting ? 'true' : null);
  setOrDelete(next, 'turnaroundDays', filters.turnaroundDays === null ? null : String(filters.turnaroundDays));
  const search = next.toString();
  // Commas between sample types read better in an address than %2C, and mean the same.
  return search ? `?${search.replaceAll('%2C', ',')}` : '';
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null) {
  if (value === null) params.delete(name);
  else params.set(name, value);
}

/** The filters as the API's list query takes them; absent where a filter is off. */
export function filterQuery(filters: ListFilters): Partial<TestListQuery> {
  return {
    priceMin: filters.priceMin ?? undefined,
    priceMax: filters.priceMax ?? undefined,
    sample: filters.sampleTypes.length === 0 ? undefined : filters.sampleTypes.join(','),
    noFasting: filters.noFasting || undefined,
    turnaroundDays: filters.turnaroundDays ?? undefined,
  };
}
