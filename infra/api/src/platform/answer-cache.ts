import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry<T> {
  value: T;
  /** Until then the answer is served as it is. */
  freshUntil: number;
  /** Until then a stale answer is still served while a fresh one is being made. */
  keptUntil: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is served as it is; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** How long after that a stale answer is still served while it is refreshed; the ttl when left out. */
  staleMs?: number;
  now?: () => number;
}

/**
 * Answers kept in memory for a short time, for read-mostly endpoints that many patients call with the same query
 * (a category page). An answer is served as it is for ttlMs; after that, the first caller starts a refresh and
 * callers are answered from the stale copy until it lands, for at most staleMs more, so a popular page never waits
 * for the database once it has been read. Callers that miss at the same time share one computation, so an expiry
 * under load costs one query rather than one per caller. The oldest entries leave first once maxEntries is reached.
 * A change in the database therefore shows within ttlMs + staleMs on every instance.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(private readonly options: AnswerCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The answer while it is fresh. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > this.now() ? entry.value : undefined;
  }

  set(key: string, value: T): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const freshUntil = this.now() + this.options.ttlMs;
    this.entries.set(key, { value, freshUntil, keptUntil: freshUntil + (this.options.staleMs ?? this.options.ttlMs) });
  }

  /** The cached answer, or the one work produces (then kept). Failures are not kept. */
  async getOrCompute(key: string, work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work();
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.freshUntil > now) return entry.value;
    if (entry && entry.keptUntil > now) {
      // A failed refresh leaves the stale answer in place; the next caller tries again.
      this.compute(key, work).catch(() => undefined);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    return this.compute(key, work);
  }

  private compute(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const computed = work()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computed);
    return computed;
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
