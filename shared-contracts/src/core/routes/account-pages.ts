/**
 * The pages of a signed-in account, in the order the header's account menu and the account's own navigation list
 * them; each is a page of the route manifest, which titles it.
 */
export const ACCOUNT_PAGES = [
  '/account',
  '/account/results',
  '/account/orders',
  '/account/patients',
  '/account/visits',
  '/account/profile',
  '/account/security',
] as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[number];
