import type { RemoteName } from './remotes';

export type Layout = 'default' | 'alternate' | 'who-we-are';
export type RouteOwner = RemoteName | 'shell';

export interface RouteDefinition {
  /** react-router style: `:param`, `:param?` for an optional segment, and a `prefix-:param` segment. */
  readonly path: string;
  readonly owner: RouteOwner;
  readonly title: string;
  readonly layout?: Layout;
  /** Doctor-only page: mounted only for a session acting as a doctor. */
  readonly forDoctor?: boolean;
  /** The page shows the newsletter block. */
  readonly newsletter?: boolean;
  readonly hideFooterOnMobile?: boolean;
}

/**
 * Every page of the site and who serves it. Order matters: the first pattern that matches a
 * path wins, so specific paths stand before the general ones they would also match.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Storefront, catalogue and locations
  { path: '/', owner: 'mf-catalogue', title: 'Main page', newsletter: true },
  { path: '/lab-test-list/custom-package', owner: 'mf-cart-checkout', title: 'Build your own package' },
  { path: '/lab-test-list/packages/:categorySlug?', owner: 'mf-catalogue', title: 'Packages' },
  { path: '/lab-test-list/recommendations/:uuid?', owner: 'mf-catalogue', title: 'Recommended tests' },
  { path: '/lab-test-list/search', owner: 'mf-catalogue', title: 'Search tests' },
  { path: '/lab-test-list/tests/:categorySlug?', owner: 'mf-catalogue', title: 'Tests' },
  { path: '/lab-test/:slug', owner: 'mf-catalogue', title: 'Test' },
  { path: '/package/screening/:slug', owner: 'mf-catalogue', title: 'Screening package' },
  { path: '/package/:slug', owner: 'mf-catalogue', title: 'Package' },
  { path: '/packages/category/:slug?', owner: 'mf-catalogue', title: 'Package category' },
  { path: '/screening-test/:slug', owner: 'mf-catalogue', title: 'Screening test' },
  { path: '/preview/badanie/:id', owner: 'mf-catalogue', title: 'Test preview' },
  { path: '/preview/pakiet/:id', owner: 'mf-catalogue', title: 'Package preview' },
  { path: '/discounts/:slug', owner: 'mf-catalogue', title: 'Discounts' },
  { path: '/offers/:slug?', owner: 'mf-catalogue', title: 'Offers' },
  { path: '/knowledge/:slug?', owner: 'mf-catalogue', title: 'Knowledge' },
  { path: '/offer/invest-in-the-health-of-your-workforce-today', owner: 'mf-catalogue', title: 'Workforce health' },
  { path: '/offer/weight-loss', owner: 'mf-quiz', title: 'Weight loss' },
  { path: '/offer/weight-loss-programme-:product', owner: 'mf-quiz', title: 'Weight-loss programme' },
  { path: '/offer/:slug', owner: 'mf-catalogue', title: 'Offer' },
  { path: '/locations/in-home-service', owner: 'mf-catalogue', title: 'In-home service' },
  { path: '/locations', owner: 'mf-catalogue', title: 'Collection points' },
  { path: '/locations/:city', owner: 'mf-catalogue', title: 'Collection points' },
  { path: '/locations/:city/:slug', owner: 'mf-catalogue', title: 'Collection point' },

  // Cart, checkout and payment
  { path: '/cart', owner: 'mf-cart-checkout', title: 'Cart', hideFooterOnMobile: true },
  { path: '/cart/frame', owner: 'mf-cart-checkout', title: 'Cart', layout: 'alternate' },
  { path: '/checkout', owner: 'mf-cart-checkout', title: 'Checkout', hideFooterOnMobile: true },
  { path: '/payment/status/:orderId', owner: 'mf-cart-checkout', title: 'Payment status' },
  { path: '/payment/retry/:orderId', owner: 'mf-cart-checkout', title: 'Retry payment' },

  // Accounts and results
  { path: '/login', owner: 'mf-account', title: 'Log in' },
  { path: '/register', owner: 'mf-account', title: 'Register' },
  { path: '/register/doctor', owner: 'mf-account', title: 'Doctor registration' },
  { path: '/register/sms-code', owner: 'mf-account', title: 'SMS code' },
  { path: '/password/reset', owner: 'mf-account', title: 'Reset password' },
  { path: '/password/reset/:token', owner: 'mf-account', title: 'Set a new password' },
  { path: '/account', owner: 'mf-account', title: 'Dashboard' },
  { path: '/account/profile', owner: 'mf-account', title: 'Profile settings' },
  { path: '/account/security', owner: 'mf-account', title: 'Security' },
  { path: '/account/patients', owner: 'mf-account', title: 'Patients' },
  { path: '/account/results', owner: 'mf-account', title: 'Results and referrals' },
  { path: '/account/results/archive', owner: 'mf-account', title: 'Results archive' },
  { path: '/account/results/:resultId', owner: 'mf-account', title: 'Result' },
  { path: '/account/orders', owner: 'mf-account', title: 'Orders' },
  { path: '/account/orders/:orderId', owner: 'mf-account', title: 'Order details' },
  { path: '/account/visits', owner: 'mf-account', title: 'Scheduled visits' },
  { path: '/account/doctors', owner: 'mf-account', title: 'Your doctors' },
  { path: '/account/admin', owner: 'mf-account', title: 'Administration' },

  // Doctors and appointments
  { path: '/doctor', owner: 'mf-doctor', title: 'Doctor area', forDoctor: true },
  { path: '/doctor/area/patients', owner: 'mf-doctor', title: 'Patients who share their results', forDoctor: true },
  { path: '/doctor/area/patients/:accountId', owner: 'mf-doctor', title: "Patient's results", forDoctor: true },
  {
    path: '/doctor/area/patients/:accountId/results/:resultId',
    owner: 'mf-doctor',
    title: 'Shared result',
    forDoctor: true,
  },
  { path: '/doctor/area/profile', owner: 'mf-doctor', title: 'Profile', forDoctor: true },
  { path: '/doctor/area/issue-referral', owner: 'mf-doctor', title: 'Issue referral', forDoctor: true },
  { path: '/doctor/area/referrals', owner: 'mf-doctor', title: 'Referral table', forDoctor: true },
  { path: '/doctor/area/statistics', owner: 'mf-doctor', title: 'Statistics', forDoctor: true },
  { path: '/doctor/area/my-patients', owner: 'mf-doctor', title: 'List of patients', forDoctor: true },
  { path: '/doctor/area/my-patients/:accountId', owner: 'mf-doctor', title: 'Patient', forDoctor: true },
  { path: '/doctor/area/commission', owner: 'mf-doctor', title: 'Commission', forDoctor: true },
  { path: '/doctor/area/invoices', owner: 'mf-doctor', title: 'Invoices', forDoctor: true },
  { path: '/doctor/area/schedule', owner: 'mf-doctor', title: 'Schedule', forDoctor: true },
  { path: '/doctor/area/availability', owner: 'mf-doctor', title: 'Availability', forDoctor: true },
  // Each section is listed by name: an address of the area that is none of them is no page, so it answers the
  // 404 page to everyone, a guest included, rather than asking them to sign in as a doctor first.
  // Before the cards: no doctor's card has this address (a card's address joins two names).
  { path: '/doctor/verification', owner: 'mf-doctor', title: 'Doctor account verification' },
  { path: '/doctor/:slug', owner: 'mf-doctor', title: 'Doctor' },
  { path: '/appointment', owner: 'mf-doctor', title: 'Make an appointment' },
  { path: '/appointment/choose-date/:visitId', owner: 'mf-doctor', title: 'Make an appointment' },
  { path: '/appointment/selected/:visitId', owner: 'mf-doctor', title: 'Appointment arranged' },
  // The video visit's room, for the visit's patient and its doctor alike (the doctor's link is in the schedule).
  { path: '/appointment/room/:visitId', owner: 'mf-doctor', title: 'Video visit' },

  // Quiz and weight loss
  { path: '/quiz', owner: 'mf-quiz', title: 'Health checkup quiz' },
  { path: '/quiz/thanks/:uuid?', owner: 'mf-quiz', title: 'Thank you' },
  { path: '/quiz/weight-loss', owner: 'mf-quiz', title: 'Weight-loss quiz' },
  { path: '/quiz/weight-loss/thanks', owner: 'mf-quiz', title: 'Thank you' },
  { path: '/quiz/weight-loss/completed', owner: 'mf-quiz', title: 'Quiz completed' },
  { path: '/quiz/weight-loss-feedback', owner: 'mf-quiz', title: 'Weight-loss feedback' },
  { path: '/quiz/weight-loss-feedback/thanks', owner: 'mf-quiz', title: 'Thank you' },
  { path: '/weight-loss/progress', owner: 'mf-quiz', title: 'Weight-loss progress' },

  // Site content served by the shell
  { path: '/about-us', owner: 'shell', title: 'About us', layout: 'who-we-are' },
  { path: '/contact', owner: 'shell', title: 'Contact' },
  { path: '/faq', owner: 'shell', title: 'FAQ' },
  { path: '/pricing', owner: 'shell', title: 'Pricing' },
  { path: '/privacy-policy', owner: 'shell', title: 'Privacy policy' },
  { path: '/patient-terms-of-use', owner: 'shell', title: 'Patient terms of use' },
  { path: '/providers-terms-of-use', owner: 'shell', title: 'Providers terms of use' },
  { path: '/news/post/:slug?', owner: 'shell', title: 'Blog' },
  { path: '/news/:slug?', owner: 'shell', title: 'Blog' },
  { path: '/partners', owner: 'shell', title: 'Partners', layout: 'alternate' },
  { path: '/error/:code', owner: 'shell', title: 'Error' },
  // Every design token and kit component drawn live, for the people who build the site: linked from no page of the
  // shop and kept out of search engines (docs/design-system.md).
  { path: '/design-system', owner: 'shell', title: 'Design system' },
];
