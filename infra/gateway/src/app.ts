import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@labshop/shared-contracts/core';
import { BAD_PATH, createBaseServer, type BaseServerOptions } from './base-server';
import { folderImageStore, type ImageStore } from './images/image-store';
import { registerImageProxy } from './images/image-proxy';
import { ApiUpstreams, apiUrlsOf } from './api-upstreams';
import { registerCrawlerFiles } from './crawlers/register';
import { PublicDataReader } from './page-head/public-data';
import { sendShellPage } from './page-head/shell-page';
import { isFile, pathnameOf, resolveSitePath } from './site-files';
import { shellReleasedOn } from './shell-release';
import { redirectsFromApi, SiteRedirectTable } from './site-redirects';

export interface GatewayOptions extends BaseServerOptions {
  /** The published site: shell/, remotes/<remote>/<version>/, remotes.json, builds/latest.json. */
  readonly siteDir: string;
  /** Sources of the image proxy: the site's `images/` folder by default (IMAGES_DIR). */
  readonly images?: ImageStore;
  /** Rendered image variants: `image-cache/` beside the site folder by default (IMAGE_CACHE_DIR). */
  readonly imageCacheDir?: string;
  /** Server-defined redirects: read from the API's active list by default. */
  readonly redirects?: SiteRedirectTable;
  /** SITE_URL: the address visitors use, for canonical links and the site map; the request's own when unset. */
  readonly siteUrl?: string | null;
}

export const NOT_FOUND_PAGE = '/error/404';
export const SITE_NOT_BUILT = 'The site has not been built yet. Run `npm run build`.';

/** An unknown path answers 301 to the 404 page; a webview visitor stays in webview mode. */
function notFoundLocation(request: FastifyRequest): string {
  const query = new URL(request.url, 'http://site').searchParams;
  return query.get('webview') === '1' ? `${NOT_FOUND_PAGE}?webview=1` : NOT_FOUND_PAGE;
}

/**
 * Source maps stay on the server (for reading the stack traces of error reports) and are never served: they would
 * hand anyone the site's sources and cost nothing to keep private. Builds no longer point to them either.
 */
const SOURCE_MAP = /\.map$/i;

async function sendFileUnder(reply: FastifyReply, root: string, urlPath: string): Promise<boolean> {
  const target = resolveSitePath(root, urlPath);
  if (target.kind === 'refused') {
    await reply.code(400).send({ message: BAD_PATH });
    return true;
  }
  if (SOURCE_MAP.test(target.relative) || !(await isFile(target.absolute))) return false;
  await reply.sendFile(target.relative, root);
  return true;
}

/** The composed site: the shell at /, each remote's releases under /remotes, the API under /api. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = await createBaseServer(options);
  const siteDir = path.resolve(options.siteDir);
  const shellDir = path.join(siteDir, 'shell');
  const remotesDir = path.join(siteDir, 'remotes');

  const siteDataFile = (file: string) => async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isFile(path.join(siteDir, file)))) return reply.code(404).send({ message: SITE_NOT_BUILT });
    return reply.sendFile(file, siteDir);
  };
  const upstreams = new ApiUpstreams(apiUrlsOf(options.apiUrl));
  const publicData = new PublicDataReader(upstreams);
  const siteUrl = options.siteUrl ?? null;
  const redirects =
    options.redirects ??
    new SiteRedirectTable(redirectsFromApi(upstreams), {
      onError: (error) => app.log.warn({ err: error }, 'Redirects could not be read from the API'),
    });

  registerImageProxy(app, {
    store: options.images ?? folderImageStore(path.join(siteDir, 'images')),
    cacheDir: path.resolve(options.imageCacheDir ?? path.join(path.dirname(siteDir), 'image-cache')),
  });

  registerCrawlerFiles(app, {
    data: publicData,
    siteName: options.publicConfig.appName,
    siteUrl,
    shellReleasedOn: () => shellReleasedOn(shellDir),
  });

  app.get('/remotes.json', siteDataFile('remotes.json'));
  app.get('/builds/latest.json', siteDataFile('builds/latest.json'));

  // A missing remote file is a plain 404: the shell reports the remote as unavailable instead of loading HTML.
  app.get('/remotes/*', async (request, reply) => {
    const urlPath = pathnameOf(request.url).slice('/remotes'.length);
    if (await sendFileUnder(reply, remotesDir, urlPath)) return reply;
    return reply.code(404).send({ message: 'Not found' });
  });

  app.get('/*', async (request, reply) => {
    const urlPath = pathnameOf(request.url);
    if (SOURCE_MAP.test(urlPath)) return reply.code(404).send({ message: 'Not found' });
    if (await sendFileUnder(reply, shellDir, urlPath)) return reply;
    // An admin's redirect comes before the 404 rule, and before a page only when it was made to replace it.
    const redirect = await redirects.find(urlPath);
    const page = matchRoute(urlPath);
    if (redirect && (redirect.replacesPage || !page)) return reply.redirect(redirect.to, redirect.status);
    if (page) {
      const pageOptions = { siteDir, shellDir, data: publicData, siteName: options.publicConfig.appName, siteUrl };
      if (await sendShellPage(request, reply, page, pageOptions)) return reply;
      return reply.code(503).send({ message: SITE_NOT_BUILT });
    }
    request.log.warn({ path: urlPath }, `Page not found: ${urlPath}`);
    return reply.redirect(notFoundLocation(request), 301);
  });
  return app;
}
