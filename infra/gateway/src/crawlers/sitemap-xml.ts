import { escapeHtml } from '../page-head/html-text';

/** One address of the site map, with the day it last changed when that is known. */
export interface SitemapEntry {
  readonly loc: string;
  /** `YYYY-MM-DD`. */
  readonly lastmod?: string;
}

/** The most addresses one site-map file may hold (sitemaps.org); past it the site map is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return [HEADER, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

/** The site map of a site with more addresses than one file holds: the files, /sitemaps/1.xml onwards. */
export function sitemapIndexXml(origin: string, files: number): string {
  const maps = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${origin}/sitemaps/${index + 1}.xml</loc></sitemap>`,
  );
  return [HEADER, `<sitemapindex xmlns="${NAMESPACE}">`, ...maps, '</sitemapindex>', ''].join('\n');
}

/** The addresses split into files of at most `max`. */
export function sitemapFiles(entries: readonly SitemapEntry[], max = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const files: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += max) files.push(entries.slice(start, start + max));
  return files;
}
