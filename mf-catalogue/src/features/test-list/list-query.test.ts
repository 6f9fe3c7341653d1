import { listSearch, readListQuery } from './list-query';

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
  ])('reads %s as %o', (search, query) => {
    expect(readListQuery(new URLSearchParams(search))).toEqual(query);
  });

  it.each([
    ['', { sort: 'popularity', page: 1 }, ''],
    ['', { sort: 'price-desc', page: 1 }, '?sort=price-desc'],
    ['?sort=name&page=4', { sort: 'name', page: 1 }, '?sort=name'],
    ['?sort=name&page=4', { sort: 'popularity', page: 2 }, '?page=2'],
    ['?webview=1&page=2', { sort: 'price-asc', page: 3 }, '?webview=1&page=3&sort=price-asc'],
  ] as const)('from %s writes %o as %s', (current, query, search) => {
    expect(listSearch(new URLSearchParams(current), query)).toBe(search);
  });
});
