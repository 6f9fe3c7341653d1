import { filterQuery, listSearch, NO_FILTERS, readListQuery, type ListFilters, type ListQuery } from './list-query';

const filtered = (filters: Partial<ListFilters>): ListFilters => ({ ...NO_FILTERS, ...filters });

describe('the test list query in the address', () => {
  it.each([
    ['', { sort: 'popularity', page: 1 }],
    ['?sort=price-asc&page=3', { sort: 'price-asc', page: 3 }],
    ['?sort=name', { sort: 'name', page: 1 }],
    ['?sort=cheapest&page=2', { sort: 'popularity', page: 2 }],
    ['?page=0', { sort: 'popularity', page: 1 }],
    ['?page=-4', { sort: 'popularity', page: 1 }],
    ['?page=2.5', { sort: 'popularity', page: 1 }],
    ['?page=two', { sort: 'popularity', page: 1 }],
  ])('reads %s as %o, unfiltered', (search, query) => {
    expect(readListQuery(new URLSearchParams(search))).toEqual({ ...query, filters: NO_FILTERS });
  });

  it.each<[string, Partial<ListFilters>]>([
    ['?priceMin=10&priceMax=50', { priceMin: 10, priceMax: 50 }],
    ['?priceMax=0', { priceMax: 0 }],
    // Written backwards by hand, the range is read the right way round.
    ['?priceMin=80&priceMax=20', { priceMin: 20, priceMax: 80 }],
    ['?priceMin=12.50&priceMax=-3', {}],
    ['?priceMin=ten&priceMax=99999999', {}],
    ['?sample=blood,urine', { sampleTypes: ['blood', 'urine'] }],
    ['?sample=Blood,%20urine,,blood', { sampleTypes: ['blood', 'urine'] }],
    ['?sample=<script>', {}],
    ['?noFasting=true', { noFasting: true }],
    ['?noFasting=yes', {}],
    ['?turnaroundDays=3', { turnaroundDays: 3 }],
    ['?turnaroundDays=0', {}],
    ['?turnaroundDays=soon', {}],
  ])('reads the filters of %s', (search, filters) => {
    expect(readListQuery(new URLSearchParams(search)).filters).toEqual(filtered(filters));
  });

  it.each<[string, Pick<ListQuery, 'sort' | 'page'> & { filters?: Partial<ListFilters> }, string]>([
    ['', { sort: 'popularity', page: 1 }, ''],
    ['', { sort: 'price-desc', page: 1 }, '?sort=price-desc'],
    ['?sort=name&page=4', { sort: 'name', page: 1 }, '?sort=name'],
    ['?sort=name&page=4', { sort: 'popularity', page: 2 }, '?page=2'],
    ['?webview=1&page=2', { sort: 'price-asc', page: 3 }, '?webview=1&page=3&sort=price-asc'],
    [
      '',
      {
        sort: 'popularity',
        page: 1,
        filters: { priceMin: 10, priceMax: 50, sampleTypes: ['blood', 'urine'], noFasting: true, turnaroundDays: 3 },
      },
      '?priceMin=10&priceMax=50&sample=blood,urine&noFasting=true&turnaroundDays=3',
    ],
    ['?sample=stool&noFasting=true&page=3', { sort: 'name', page: 1 }, '?sort=name'],
    ['?webview=1&priceMax=40', { sort: 'popularity', page: 1, filters: { priceMax: 30 } }, '?webview=1&priceMax=30'],
  ])('from %s writes %o as %s', (current, { filters = {}, ...query }, search) => {
    expect(listSearch(new URLSearchParams(current), { ...query, filters: filtered(filters) })).toBe(search);
  });

  it('reads back what it writes', () => {
    const query: ListQuery = {
      sort: 'price-asc',
      page: 2,
      filters: filtered({ priceMin: 0, sampleTypes: ['swab'], turnaroundDays: 7 }),
    };
    expect(readListQuery(new URLSearchParams(listSearch(new URLSearchParams(), query)))).toEqual(query);
  });

  it('asks the API only for the filters in use', () => {
    expect(filterQuery(NO_FILTERS)).toEqual({
      priceMin: undefined,
      priceMax: undefined,
      sample: undefined,
      noFasting: undefined,
      turnaroundDays: undefined,
    });
    expect(filterQuery(filtered({ priceMin: 0, sampleTypes: ['blood', 'urine'], noFasting: true }))).toMatchObject({
      priceMin: 0,
      sample: 'blood,urine',
      noFasting: true,
    });
  });
});
