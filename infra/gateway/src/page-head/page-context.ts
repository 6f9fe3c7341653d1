import type { RouteMatch } from '@labshop/shared-contracts/core';
import { INDEXABLE_ROUTES } from './indexable-pages';
import type { PageHead } from './page-head';
import type { PublicDataReader } from './public-data';
import { SHARE_IMAGE_PATH } from './site-identity';
import type { SiteIdentity } from './structured-data';

/** What a page's head is made from: the route it matched, its address and the site's public data. */
export interface PageContext {
  readonly match: RouteMatch;
  /** The path asked for, still percent-encoded, without its query. */
  readonly pathname: string;
  readonly site: SiteIdentity;
  readonly data: PublicDataReader;
}

/** The page's one address: the path without a trailing slash (the home page keeps its one) and without a query. */
export function canonicalUrl(context: PageContext): string {
  const path = context.pathname.length > 1 ? context.pathname.replace(/\/+$/, '') : context.pathname;
  return `${context.site.origin}${path || '/'}`;
}

export function absolute(context: PageContext, path: string): string {
  return `${context.site.origin}${path}`;
}

/** A title as tabs and results show it: the page's own words, then the shop's name. */
export function titled(context: PageContext, words: string): string {
  return `${words} | ${context.site.name}`;
}

/** A page's head: what the page gives, with the route's defaults for the rest. */
export function pageHead(context: PageContext, fields: Partial<PageHead> & { description: string }): PageHead {
  return {
    status: 200,
    title: titled(context, context.match.route.title),
    canonical: canonicalUrl(context),
    noindex: !INDEXABLE_ROUTES.has(context.match.route.path),
    kind: 'website',
    image: absolute(context, SHARE_IMAGE_PATH),
    siteName: context.site.name,
    structuredData: [],
    ...fields,
  };
}

/** The head of a page that names something that does not exist: 404, and kept out of search results. */
export function notFoundHead(context: PageContext): PageHead {
  return pageHead(context, {
    status: 404,
    title: titled(context, 'Page not found'),
    description: 'The page you were looking for does not exist.',
    noindex: true,
  });
}
