/**
 * What crawlers are asked to leave alone: the pages that belong to a person (account, cart, checkout, payment,
 * results, the doctor area, administration), previews, thanks and error pages, search results and the API. Doctors'
 * public cards (/doctor/{name}) stay open: only /doctor itself and /doctor/area are the doctor's own pages.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/account',
  '/cart',
  '/checkout',
  '/payment/',
  '/login',
  '/register',
  '/password/',
  '/doctor$',
  '/doctor/area',
  '/doctor/verification',
  '/appointment/',
  '/preview/',
  '/quiz/thanks',
  '/quiz/weight-loss/thanks',
  '/quiz/weight-loss/completed',
  '/quiz/weight-loss-feedback',
  '/weight-loss/progress',
  '/lab-test-list/search',
  '/lab-test-list/recommendations',
  '/error/',
  '/design-system',
];

/** /robots.txt: every public page allowed, the private ones above kept out, and where the site map is. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
