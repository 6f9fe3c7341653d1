import { ACCOUNT_PAGES, manifestRoute } from '@labshop/shared-contracts/core';

const WHAT_IS_THERE: Record<string, string> = {
  '/account/results': 'Your results as they arrive, and your referrals.',
  '/account/orders': 'Every order, its payments, receipts and tests.',
  '/account/patients': 'The family members you buy tests for.',
  '/account/visits': 'Visits you have booked.',
  '/account/profile': 'Your name, contact details and default collection point.',
  '/account/security': 'Your password and the devices you are logged in on.',
};

/** A shortcut to every section of the account but the dashboard itself, titled as the route manifest titles it. */
export const ACCOUNT_SHORTCUTS = ACCOUNT_PAGES.filter((path) => path !== '/account').map((path) => ({
  href: path,
  title: manifestRoute(path).title,
  text: WHAT_IS_THERE[path] ?? '',
}));
