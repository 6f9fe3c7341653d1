import { array, boolean, enums, object, optional, string, type Infer } from 'superstruct';
import { matchRoute } from '../routes';

/**
 * Server-defined redirects (spec §2): a path of the site sent on to another path or to an absolute address, 301
 * or 302. Admins edit them; the gateway applies the active ones before its 404 rule.
 *
 *   GET    /api/site-redirects               the active ones, for the gateway (public: a redirect is public anyway)
 *   GET    /api/admin/site-redirects         every one, for the admin page
 *   POST   /api/admin/site-redirects         SiteRedirectRequest → SiteRedirect (201); 422 by field
 *   PUT    /api/admin/site-redirects/:id     SiteRedirectRequest → SiteRedirect; 404, 422
 *   DELETE /api/admin/site-redirects/:id     { message }; 404
 */
export const SITE_REDIRECT_PATHS = {
  active: 'site-redirects',
  admin: 'admin/site-redirects',
  one: (id: string) => `admin/site-redirects/${encodeURIComponent(id)}`,
} as const;

export const SiteRedirectStatus = enums([301, 302]);
export type SiteRedirectStatus = Infer<typeof SiteRedirectStatus>;

export const SiteRedirectRequest = object({
  fromPath: string(),
  to: string(),
  status: SiteRedirectStatus,
  active: boolean(),
  /** A path a page of the site owns is refused unless this says the redirect is to replace that page. */
  replacesPage: optional(boolean()),
});
export type SiteRedirectRequest = Infer<typeof SiteRedirectRequest>;

export const SiteRedirect = object({
  id: string(),
  fromPath: string(),
  to: string(),
  status: SiteRedirectStatus,
  active: boolean(),
  replacesPage: boolean(),
  updatedAt: string(),
});
export type SiteRedirect = Infer<typeof SiteRedirect>;

export const SiteRedirectList = object({ redirects: array(SiteRedirect) });
export type SiteRedirectList = Infer<typeof SiteRedirectList>;

export const ActiveSiteRedirect = object({
  fromPath: string(),
  to: string(),
  status: SiteRedirectStatus,
  replacesPage: boolean(),
});
export type ActiveSiteRedirect = Infer<typeof ActiveSiteRedirect>;

export const ActiveSiteRedirects = object({ redirects: array(ActiveSiteRedirect) });
export type ActiveSiteRedirects = Infer<typeof ActiveSiteRedirects>;

export const SITE_REDIRECT_REMOVED = 'The redirect was removed.';

export const SITE_REDIRECT_LIMITS = { pathMax: 500, toMax: 2000, chainMax: 20 } as const;

/** Paths the site's machinery answers itself: never redirected, whatever an admin writes. */
const RESERVED = [/^\/api(\/|$)/, /^\/_ipx(\/|$)/, /^\/remotes(\/|$)/, /^\/builds(\/|$)/, /^\/error(\/|$)/];
const RESERVED_FILES = new Set(['/', '/config.json', '/remotes.json', '/index.html']);

export const SITE_REDIRECT_TEXTS = {
  fromPath: 'Enter a path of this site that starts with / (no address, query or #).',
  reserved: 'This path belongs to the site itself and cannot be redirected.',
  ownedByPage: 'A page of the site lives at this path. Tick "Replace the page" to send its visitors elsewhere instead.',
  to: 'Enter a path that starts with / or a full address starting with https:// or http://.',
  same: 'A path cannot redirect to itself.',
  duplicate: 'A redirect from this path already exists.',
} as const;

/** The path as the gateway compares it: no trailing slash but on the root. */
export function normaliseRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Why a from-path is refused, or null. */
export function fromPathProblem(path: string, replacesPage: boolean): string | null {
  const trimmed = path.trim();
  if (
    !trimmed.startsWith('/') ||
    trimmed.startsWith('//') ||
    trimmed.length > SITE_REDIRECT_LIMITS.pathMax ||
    /[?#\s\\]/.test(trimmed) ||
    trimmed.split('/').some((segment) => segment === '..' || segment === '.')
  ) {
    return SITE_REDIRECT_TEXTS.fromPath;
  }
  const normal = normaliseRedirectPath(trimmed);
  if (RESERVED_FILES.has(normal) || RESERVED.some((pattern) => pattern.test(normal)))
    return SITE_REDIRECT_TEXTS.reserved;
  if (!replacesPage && matchRoute(normal)) return SITE_REDIRECT_TEXTS.ownedByPage;
  return null;
}

export type RedirectTarget = { kind: 'path'; path: string } | { kind: 'external'; url: string };

/** A target: a path of this site (query allowed) or an absolute http(s) address; null when it is neither. */
export function redirectTarget(to: string): RedirectTarget | null {
  const trimmed = to.trim();
  if (trimmed.length === 0 || trimmed.length > SITE_REDIRECT_LIMITS.toMax || /\s|\\/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) {
    if (trimmed.startsWith('//')) return null;
    const url = new URL(trimmed, 'http://site');
    return { kind: 'path', path: normaliseRedirectPath(url.pathname) };
  }
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return { kind: 'external', url: url.href };
  } catch {
    return null;
  }
}

/**
 * The chain a new or changed redirect would start, when it comes back to where it started: `['/a', '/b', '/a']`.
 * `others` are the other active redirects (path → internal target path); external targets end a chain.
 */
export function redirectLoop(fromPath: string, toPath: string, others: ReadonlyMap<string, string>): string[] | null {
  const chain = [fromPath, toPath];
  let current = toPath;
  for (let step = 0; step < SITE_REDIRECT_LIMITS.chainMax; step += 1) {
    if (current === fromPath) return chain;
    const next = others.get(current);
    if (next === undefined) return null;
    chain.push(next);
    if (chain.indexOf(next) !== chain.length - 1 && next !== fromPath) return chain;
    current = next;
  }
  return chain;
}
