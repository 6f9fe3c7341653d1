import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import type { PublicDataReader } from '../page-head/public-data';
import { siteOrigin } from '../page-head/site-identity';
import { SiteIcons } from '../site-icons';
import { robotsText } from './robots';
import { SitemapSource } from './sitemap-source';
import { sitemapFiles, sitemapIndexXml, urlSetXml } from './sitemap-xml';

export interface CrawlerFilesOptions {
  readonly data: PublicDataReader;
  readonly siteName: string;
  /** SITE_URL: the address visitors use; the request's own when unset. */
  readonly siteUrl: string | null;
  /** The day the shell was last released (`YYYY-MM-DD`), the last change of its content pages. */
  readonly shellReleasedOn: () => Promise<string | null>;
}

/** Crawlers and browsers ask again within the hour; the site map follows the catalogue within minutes. */
const CRAWLER_FILE_CACHE = 'public, max-age=300';
const ICON_CACHE = 'public, max-age=86400';
export const SITEMAP_UNAVAILABLE = 'The site map cannot be made right now. Please try again in a minute.';

/**
 * What crawlers, browsers and link previews ask a site for by name: /robots.txt, /sitemap.xml (an index of
 * /sitemaps/N.xml past 50,000 addresses), the icons and the web app manifest. Each answers itself, with its own
 * type: never the shell's page, never a redirect.
 */
export function registerCrawlerFiles(app: FastifyInstance, options: CrawlerFilesOptions): void {
  const origin = (request: FastifyRequest) => siteOrigin(request, options.siteUrl);
  const sitemap = new SitemapSource(options.data, options.shellReleasedOn, (error) =>
    app.log.warn({ err: error }, 'The site map could not be made from the API'),
  );
  const icons = new SiteIcons(options.siteName);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .send(robotsText(origin(request))),
  );

  const sitemapXml = async (request: FastifyRequest, file: number | null): Promise<string | null> => {
    const files = sitemapFiles(await sitemap.entries(origin(request)));
    if (file === null)
      return files.length > 1 ? sitemapIndexXml(origin(request), files.length) : urlSetXml(files[0] ?? []);
    const entries = files.length > 1 ? files[file - 1] : undefined;
    return entries ? urlSetXml(entries) : null;
  };
  const sendSitemap =
    (file: (request: FastifyRequest) => number | null) => async (request: FastifyRequest, reply: FastifyReply) => {
      let xml: string | null;
      try {
        xml = await sitemapXml(request, file(request));
      } catch {
        return reply.code(503).header('Retry-After', '60').send({ message: SITEMAP_UNAVAILABLE });
      }
      if (xml === null) return reply.code(404).send({ message: 'Not found' });
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_FILE_CACHE).send(xml);
    };
  app.get(
    '/sitemap.xml',
    sendSitemap(() => null),
  );
  // /sitemaps/N.xml, from 1; anything else names no file (0).
  app.get(
    '/sitemaps/*',
    sendSitemap((request) => {
      const found = /^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(request.url);
      return found ? Number(found[1]) : 0;
    }),
  );

  for (const path of SiteIcons.PATHS) {
    app.get(path, async (_request, reply) => {
      const icon = await icons.icon(path);
      if (!icon) return reply.code(404).send({ message: 'Not found' });
      return reply.type(icon.type).header('Cache-Control', ICON_CACHE).send(icon.body);
    });
  }

  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .send({
        name: options.siteName,
        short_name: options.siteName,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#0a5c8a',
        icons: [
          { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
          { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
          { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        ],
      }),
  );
}
