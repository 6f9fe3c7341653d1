import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers kept in memory for a short time, for read-mostly endpoints that many patients call with the same query
 * (a category page). An entry is served for at most ttlMs, so a change in the database shows within that time on
 * every instance; the oldest entries leave first once maxEntries is reached. A ttlMs of 0 turns the cache off.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  /** The cached answer, or the one work produces (then kept). Failures are not kept. */
  async getOrCompute(key: string, work: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await work();
    this.set(key, value);
    return value;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/**
 * Answers a GET from a cache of serialized answers keyed by its URL (path and query string as sent), so a repeated
 * query skips validation, the database and serialization alike. Only successful answers are kept; a query that
 * fails validation fails every time.
 */
export async function sendCachedJson(
  cache: AnswerCache<string>,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.getOrCompute(request.url, async () => JSON.stringify(await answer()));
  return reply.type('application/json; charset=utf-8').send(body);
}
