/** Where the storefront sends a visitor next; other parts of the site own some of these pages. */
export const SEARCH_PATH = '/lab-test-list/search';
export const TESTS_PATH = '/lab-test-list/tests';
export const PACKAGES_PATH = '/lab-test-list/packages';
export const CUSTOM_PACKAGE_PATH = '/lab-test-list/custom-package';

export function searchPath(text: string): string {
  const query = text.trim();
  return query ? `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}` : SEARCH_PATH;
}
