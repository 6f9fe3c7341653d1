import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteMatch } from '@labshop/shared-contracts/core';
import { REVALIDATE } from '../cache-policy';
import { pathnameOf } from '../site-files';
import { withPageHead } from './page-head';
import { headForPage } from './page-heads';
import { pagePreloads } from './page-preloads';
import type { PublicDataReader } from './public-data';
import { siteIdentity, siteOrigin } from './site-identity';

export interface ShellPageOptions {
  /** The published site, whose remotes.json names the release of each remote. */
  readonly siteDir: string;
  readonly shellDir: string;
  readonly data: PublicDataReader;
  readonly siteName: string;
  readonly siteUrl: string | null;
}

/**
 * A page of the site: the shell's page with this page's head (title, description, canonical, link previews,
 * structured data) and its status, 404 for an item that does not exist, with the files it starts from announced in
 * a `Link` header. False when the shell is not built.
 */
export async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  match: RouteMatch,
  options: ShellPageOptions,
): Promise<boolean> {
  let html: string;
  try {
    html = await readFile(path.join(options.shellDir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  const context = {
    match,
    pathname: pathnameOf(request.url),
    site: siteIdentity(siteOrigin(request, options.siteUrl), options.siteName),
    data: options.data,
  };
  const head = await headForPage(context, (error) =>
    request.log.warn({ err: error, path: context.pathname }, 'The page head was made without the API'),
  );
  if (head.status === 404) request.log.info({ path: context.pathname }, `Item not found: ${context.pathname}`);
  await reply
    .code(head.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', REVALIDATE)
    .header('Link', await pagePreloads(options.siteDir, match))
    .send(withPageHead(html, head));
  return true;
}
