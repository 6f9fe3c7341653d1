import type { FastifyRequest } from 'fastify';
import type { SiteIdentity } from './structured-data';

/** The picture link previews show for a page without one of its own (drawn by the gateway, see site-icons). */
export const SHARE_IMAGE_PATH = '/share-image.png';
export const LOGO_PATH = '/apple-touch-icon.png';

/**
 * The site's own address, as canonical links, the site map and link previews must give it: SITE_URL when the
 * operator sets it (the address visitors use, behind any proxy), otherwise the address this request came to.
 */
export function siteOrigin(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

export function siteIdentity(origin: string, name: string): SiteIdentity {
  return { origin, name, logo: `${origin}${LOGO_PATH}` };
}
