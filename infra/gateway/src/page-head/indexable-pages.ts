import { WORKFORCE_OFFER_SLUG } from '@labshop/shared-contracts/core/api/offers';

/**
 * The route patterns (as the manifest writes them) of the pages search engines may list: what anyone can read
 * without an account. Every other page (account, cart, checkout, payment, doctor area, previews, thanks pages,
 * errors, search results) carries `noindex`; a page added to the manifest stays out until it is named here.
 */
export const INDEXABLE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/lab-test-list/tests/:categorySlug?',
  '/lab-test-list/packages/:categorySlug?',
  '/packages/category/:slug?',
  '/lab-test/:slug',
  '/package/screening/:slug',
  '/package/:slug',
  '/screening-test/:slug',
  '/lab-test-list/custom-package',
  '/discounts/:slug',
  '/offers/:slug?',
  `/offer/${WORKFORCE_OFFER_SLUG}`,
  '/offer/weight-loss',
  '/offer/weight-loss-programme-:product',
  '/offer/:slug',
  '/knowledge/:slug?',
  '/locations',
  '/locations/in-home-service',
  '/locations/:city',
  '/locations/:city/:slug',
  '/doctor/:slug',
  '/appointment',
  '/quiz',
  '/quiz/weight-loss',
  '/about-us',
  '/contact',
  '/faq',
  '/pricing',
  '/privacy-policy',
  '/patient-terms-of-use',
  '/providers-terms-of-use',
  '/news/:slug?',
  '/news/post/:slug?',
  '/partners',
]);
