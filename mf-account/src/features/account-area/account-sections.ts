import { ACCOUNT_PAGES, manifestRoute } from '@labshop/shared-contracts/core';
import type { SectionNavItem } from '@labshop/shared-contracts/web/ui';

const page = (path: string, label = manifestRoute(path).title): SectionNavItem => ({ href: path, label });

/** The pages of a section beside the one its own link opens, where it has any. */
const SUB_PAGES: Partial<Record<string, readonly SectionNavItem[]>> = {
  '/account/results': [
    // The section is named by this page already; here it is the newest of the results beside the older ones.
    page('/account/results', 'Latest results'),
    page('/account/results/archive'),
    page('/account/doctors'),
  ],
};

/**
 * The account's sections, as the header's account menu lists them and the route manifest titles them, each with
 * its sub-pages.
 */
export const ACCOUNT_SECTIONS: readonly SectionNavItem[] = ACCOUNT_PAGES.map((path) => {
  const children = SUB_PAGES[path];
  return children ? { ...page(path), children } : page(path);
});
