import { mask, StructError, type Struct } from 'superstruct';
import type { ApiUpstreams } from '../api-upstreams';

/** What the API said of a public item: its data, or that there is no such item (404). */
export type PublicAnswer<T> = { readonly found: true; readonly value: T } | { readonly found: false };

/**
 * How long an answer of the API is reused for pages' heads and the site map. The catalogue changes far less often
 * than its pages are asked for, and a minute is as long as a renamed test keeps its old title in a link preview.
 */
export const PUBLIC_DATA_TTL_MS = 60_000;
/** Distinct addresses kept at once: every test, package, doctor and point of a large catalogue, with room. */
export const PUBLIC_DATA_MAX_ENTRIES = 5_000;
const FETCH_TIMEOUT_MS = 3_000;

export class PublicDataError extends Error {
  override name = 'PublicDataError';
}

interface Entry {
  readonly answer: Promise<PublicAnswer<unknown>>;
  readonly readAt: number;
}

/**
 * Public answers of the API (the catalogue, places, doctor cards), read through the instance whose turn it is and
 * kept for PUBLIC_DATA_TTL_MS, so a busy page costs the API one request a minute, and requests for the same address
 * at the same time share one. A failure (the API down, a 5xx, an answer of another shape) is not kept, and is
 * thrown: the caller decides what a page looks like without the data.
 */
export class PublicDataReader {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly upstreams: Pick<ApiUpstreams, 'next'>,
    private readonly options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  /** GET /api/{path} (a path with its query, already encoded), checked against `shape`. */
  read<T>(path: string, shape: Struct<T, unknown>): Promise<PublicAnswer<T>> {
    const now = (this.options.now ?? Date.now)();
    const kept = this.entries.get(path);
    if (kept && now - kept.readAt < (this.options.ttlMs ?? PUBLIC_DATA_TTL_MS)) {
      return kept.answer as Promise<PublicAnswer<T>>;
    }
    const answer = this.fetchAnswer(path, shape);
    this.keep(path, { answer, readAt: now });
    answer.catch(() => {
      if (this.entries.get(path)?.answer === answer) this.entries.delete(path);
    });
    return answer;
  }

  private keep(path: string, entry: Entry): void {
    this.entries.delete(path);
    this.entries.set(path, entry);
    const max = this.options.maxEntries ?? PUBLIC_DATA_MAX_ENTRIES;
    // A Map iterates in insertion order: the first key is the one read longest ago.
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
  }

  private async fetchAnswer<T>(path: string, shape: Struct<T, unknown>): Promise<PublicAnswer<T>> {
    const response = await fetch(`${this.upstreams.next()}/api/${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 404) return { found: false };
    if (!response.ok) throw new PublicDataError(`the API answered ${response.status} to /api/${path}`);
    const body: unknown = await response.json();
    try {
      // Fields added to a shape after this gateway was built are dropped, not refused.
      return { found: true, value: mask(body, shape) };
    } catch (error) {
      if (!(error instanceof StructError)) throw error;
      throw new PublicDataError(
        `the API answered /api/${path} with data of an unknown shape at ${error.path.join('.')}`,
      );
    }
  }
}
