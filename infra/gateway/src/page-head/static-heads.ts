import { MARKET } from '@labshop/shared-contracts/core';
import { pageHead, titled, type PageContext } from './page-context';
import type { PageHead } from './page-head';
import { organization } from './structured-data';

/** What search results say of the pages whose content does not come from the API. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/lab-test-list/custom-package':
    'Build your own package of laboratory tests and pay less than for the tests one by one.',
  '/knowledge/:slug?': 'What the markers our laboratory tests measure are, and what a high or a low value can mean.',
  '/locations': `Collection points across ${MARKET.country.name}: addresses, opening hours and what each offers, on a map.`,
  '/locations/in-home-service':
    'A nurse takes your samples at home, at a time you choose. See the cities and the visit fee.',
  '/appointment':
    'Book a video or phone consultation with a doctor, by specialisation, service and the next free time.',
  '/quiz': 'Answer a few questions and see which laboratory tests suit your health and your age.',
  '/quiz/weight-loss': 'A short questionnaire to see whether our medically supervised weight-loss programme suits you.',
  '/offer/weight-loss':
    'A medically supervised weight-loss programme with laboratory tests, doctor visits and progress checks.',
  '/about-us': 'Who we are: an online shop for laboratory tests, with collection points and nurse home visits.',
  '/contact': `Contact us by e-mail at ${MARKET.contact.email} or by phone at ${MARKET.contact.phone}, ${MARKET.contact.hours}.`,
  '/faq': 'Answers to common questions about ordering laboratory tests, giving samples, payment and results.',
  '/pricing': 'What laboratory tests, packages, nurse home visits and consultations cost.',
  '/privacy-policy': 'How we collect, use and protect your personal and health data.',
  '/patient-terms-of-use': 'The terms on which patients use the shop and its services.',
  '/providers-terms-of-use': 'The terms on which doctors and providers use the shop and its services.',
  '/news/:slug?': 'News from the shop and guides to laboratory tests and health.',
  '/news/post/:slug?': 'News from the shop and guides to laboratory tests and health.',
  '/partners': 'The laboratories, clinics and companies we work with.',
};

const DEFAULT_DESCRIPTION = `Laboratory tests online: order, give a sample at a collection point in ${MARKET.country.name} or at home, and read your results in your account.`;

/** The home page: the shop's name and promise, and the shop as an organisation. */
export function homeHead(context: PageContext): PageHead {
  return pageHead(context, {
    title: `${context.site.name}: laboratory tests online, at a collection point or at home`,
    description: DEFAULT_DESCRIPTION,
    structuredData: [
      organization(context.site),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: context.site.name, url: `${context.site.origin}/` },
    ],
  });
}

/** Any other page: the route's own name, and the description written for it (the shop's, when none was). */
export function routeHead(context: PageContext): PageHead {
  const path = context.match.route.path;
  const error = path === '/error/:code' ? context.match.params.code : undefined;
  return pageHead(context, {
    ...(error ? { title: titled(context, error === '404' ? 'Page not found' : `Error ${error}`) } : {}),
    // The page unknown paths are sent to says so to crawlers too, rather than passing for a page (a soft 404).
    ...(error === '404' ? { status: 404 as const } : {}),
    description: DESCRIPTIONS[path] ?? DEFAULT_DESCRIPTION,
  });
}
