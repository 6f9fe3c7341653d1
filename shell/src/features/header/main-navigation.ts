/** The main navigation of the header: where patients start. Doctors reach their area from the account link. */
export const MAIN_NAVIGATION = [
  { label: 'Tests', href: '/lab-test-list/tests' },
  { label: 'Packages', href: '/lab-test-list/packages' },
  { label: 'Collection points', href: '/locations' },
  { label: 'Quiz', href: '/quiz' },
  { label: 'Build a package', href: '/lab-test-list/custom-package' },
] as const;

/** The nav item for the current page: its own path or a page below it. */
export function isCurrentSection(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
