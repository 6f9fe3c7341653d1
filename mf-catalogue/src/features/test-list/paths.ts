import type { TestGroup } from '@labshop/shared-contracts/core';

/** Where the test list lives; a category adds its slug (`/lab-test-list/tests/thyroid`). */
export const TESTS_PATH = '/lab-test-list/tests';

/** One list of the catalogue: single tests or packages, where it lives and how it speaks of its items. */
export interface Listing {
  group: TestGroup;
  /** Where the list lives; a category adds its slug. */
  path: string;
  /** The route parameter that holds the category slug. */
  categoryParam: string;
  /** The heading when no category is chosen, and the plural in every sentence ('tests', 'packages'). */
  title: string;
  one: string;
  many: string;
  /** The name of its category navigation. */
  navLabel: string;
}

export const TEST_LISTING: Listing = {
  group: 'tests',
  path: TESTS_PATH,
  categoryParam: 'categorySlug',
  title: 'Tests',
  one: 'test',
  many: 'tests',
  navLabel: 'Test categories',
};

/** /lab-test-list/packages/:categorySlug? */
export const PACKAGE_LISTING: Listing = {
  group: 'packages',
  path: '/lab-test-list/packages',
  categoryParam: 'categorySlug',
  title: 'Packages',
  one: 'package',
  many: 'packages',
  navLabel: 'Package categories',
};

/** /packages/category/:slug?: the same packages under the other address the product gives them. */
export const PACKAGE_CATEGORY_LISTING: Listing = {
  ...PACKAGE_LISTING,
  path: '/packages/category',
  categoryParam: 'slug',
};

/** How many items a list holds, in its own words ('1 test', '24 packages'). */
export function countOf(listing: Listing, total: number): string {
  return total === 1 ? `1 ${listing.one}` : `${total} ${listing.many}`;
}
