import { escapeHtml, jsonForScript } from './html-text';

/** What a page's head tells search engines and link previews, from the page's own content. */
export interface PageHead {
  /** 404 when the page names something that does not exist (an unknown test, doctor, category): no soft 404. */
  readonly status: 200 | 404;
  readonly title: string;
  readonly description: string;
  /** The page's one address: absolute, without the query strings that only sort, filter or paginate. */
  readonly canonical: string;
  /** Kept out of search results: private, preview and error pages. */
  readonly noindex: boolean;
  /** Open Graph's type: `website`, or `product` for what can be bought. */
  readonly kind: 'website' | 'product' | 'profile' | 'article';
  /** The picture a link preview shows, absolute. */
  readonly image: string;
  readonly siteName: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  readonly structuredData: readonly object[];
}

/** The head's tags as HTML, each value escaped: what a server renderer puts in the page's `<head>`. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/i;

/**
 * The shell's page with the head of this page in place of the build's generic title. A page without a title
 * element gets the tags at the end of its head; one without a head is returned as it is.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = renderPageHead(head);
  if (TITLE_ELEMENT.test(html)) return html.replace(TITLE_ELEMENT, () => tags);
  return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
