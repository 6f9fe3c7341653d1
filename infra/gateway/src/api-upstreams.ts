import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Every address a name has, as the system resolver gives them (a scaled service has one per instance). */
export type ResolveAll = (hostname: string) => Promise<string[]>;

const systemResolveAll: ResolveAll = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/** How long the addresses of a name are used before they are asked again: instances come and go. */
export const UPSTREAM_REFRESH_MS = 10_000;

/**
 * The API instances behind the gateway, taken in turn (round robin). API_URL names one instance or several,
 * comma-separated; a name with several addresses (`http://api:4000` when the API runs scaled) counts as one
 * instance per address, asked again every UPSTREAM_REFRESH_MS. Until a name is resolved, and when it cannot be,
 * the name itself is used. `localhost` is taken as written: its two addresses are one machine, which may listen on
 * only one of them.
 */
export class ApiUpstreams {
  private origins: string[];
  private turn = 0;
  private resolvedAt = Number.NEGATIVE_INFINITY;
  private resolving: Promise<void> | null = null;
  /** Whether any URL names a host to resolve; known once, so the request path never parses URLs. */
  private readonly hasNames: boolean;

  constructor(
    private readonly urls: readonly string[],
    private readonly options: { resolveAll?: ResolveAll; now?: () => number } = {},
  ) {
    if (urls.length === 0) throw new Error('API_URL names no API instance');
    this.origins = urls.map((url) => new URL(url).origin);
    this.hasNames = urls.some((url) => hasName(new URL(url)));
  }

  /** The origin of the instance whose turn it is. */
  next(): string {
    this.refreshWhenDue();
    const origin = this.origins[this.turn % this.origins.length]!;
    this.turn = (this.turn + 1) % Number.MAX_SAFE_INTEGER;
    return origin;
  }

  /** Resolves the names again now; the rotation uses the new addresses from the next request. */
  async refresh(): Promise<void> {
    this.resolvedAt = (this.options.now ?? Date.now)();
    const resolveAll = this.options.resolveAll ?? systemResolveAll;
    const expanded = await Promise.all(this.urls.map((url) => originsOf(new URL(url), resolveAll)));
    this.origins = expanded.flat();
  }

  private refreshWhenDue(): void {
    if (!this.hasNames || this.resolving) return;
    const due = (this.options.now ?? Date.now)() - this.resolvedAt >= UPSTREAM_REFRESH_MS;
    if (!due) return;
    this.resolving = this.refresh().finally(() => (this.resolving = null));
  }
}

const hasName = (url: URL): boolean => isIP(bareHost(url)) === 0 && url.hostname !== 'localhost';
const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

async function originsOf(url: URL, resolveAll: ResolveAll): Promise<string[]> {
  if (!hasName(url)) return [url.origin];
  const addresses = await resolveAll(url.hostname).catch(() => []);
  if (addresses.length === 0) return [url.origin];
  return addresses.map((address) => {
    const host = isIP(address) === 6 ? `[${address}]` : address;
    return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
  });
}

/** API_URL as a list: one URL, or several separated by commas or spaces. */
export function apiUrlsOf(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}
