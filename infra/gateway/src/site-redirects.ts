import { is } from 'superstruct';
import {
  ActiveSiteRedirects,
  normaliseRedirectPath,
  SITE_REDIRECT_PATHS,
  type ActiveSiteRedirect,
} from '@labshop/shared-contracts/core';
import type { ApiUpstreams } from './api-upstreams';

/**
 * How long the gateway uses the redirects it read before asking the API again: an admin's edit reaches every
 * gateway instance within this time, without any message between instances.
 */
export const REDIRECTS_REFRESH_MS = 5_000;
const FETCH_TIMEOUT_MS = 2_000;

export type FetchRedirects = () => Promise<ActiveSiteRedirect[]>;

/** The API's active redirects (GET /api/site-redirects), from the instance whose turn it is. */
export function redirectsFromApi(upstreams: ApiUpstreams): FetchRedirects {
  return async () => {
    const response = await fetch(`${upstreams.next()}/api/${SITE_REDIRECT_PATHS.active}`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const body: unknown = await response.json();
    if (!is(body, ActiveSiteRedirects)) throw new Error('the API answered redirects of an unknown shape');
    return body.redirects;
  };
}

/**
 * Server-defined redirects, read again in the background once REDIRECTS_REFRESH_MS have passed. When the API cannot be asked, the last list read stays in
 * use (an empty one at first): a redirect is a convenience, and the site answers without it.
 */
export class SiteRedirectTable {
  private byPath = new Map<string, ActiveSiteRedirect>();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private hasRead = false;

  constructor(
    private readonly fetchRedirects: FetchRedirects,
    private readonly options: { refreshMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
  ) {}

  /** The redirect from a URL path (still percent-encoded), if any. */
  async find(urlPath: string): Promise<ActiveSiteRedirect | undefined> {
    await this.refreshWhenDue();
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    return this.byPath.get(normaliseRedirectPath(decoded));
  }

  /** Resolves once a read in progress, if any, has finished. */
  settled(): Promise<void> {
    return this.reading ?? Promise.resolve();
  }

  private refreshWhenDue(): Promise<void> {
    const now = (this.options.now ?? Date.now)();
    if (now - this.readAt < (this.options.refreshMs ?? REDIRECTS_REFRESH_MS)) return Promise.resolve();
    this.reading ??= this.fetchRedirects()
      .then((redirects) => {
        this.byPath = new Map(redirects.map((redirect) => [redirect.fromPath, redirect]));
      })
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.readAt = (this.options.now ?? Date.now)();
        this.reading = null;
        this.hasRead = true;
      });
    // Only the first read is waited for; later ones run behind the answers, which keep the list already read,
    // so a slow API never slows a page down.
    return this.hasRead ? Promise.resolve() : this.reading;
  }
}
