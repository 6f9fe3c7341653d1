import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedOnce } from '../db/prepared-once';
import { requestCounters } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

type RouteSettings = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a child store counts for. @fastify/rate-limit passes its merged settings, the route among them as
 * `routeInfo`; its types say the route itself, so both are read.
 */
function routeName(settings: RouteSettings): string {
  const route: unknown = 'routeInfo' in settings ? settings.routeInfo : settings;
  if (typeof route !== 'object' || route === null) return '';
  const method = 'method' in route ? String(route.method) : '';
  const url = 'url' in route ? String(route.url) : '';
  return `${method}:${url}`;
}

/**
 * Counts one request of the key in one statement against the database's clock, so every API instance counts in
 * the same window: { current, ttl } as @fastify/rate-limit expects them.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await requestCounted(db).execute({ key, windowMs });
  if (!row) throw new Error('The request was not counted');
  return row;
}

const windowEnded = sql`${requestCounters.windowEndsAt} <= now()`;

const requestCounted = preparedOnce((db: Database) =>
  db
    .insert(requestCounters)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      windowEndsAt: sql`now() + ${sql.placeholder('windowMs')}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${requestCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${requestCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: requestCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${requestCounters.windowEndsAt} - now()) * 1000))::integer`,
    })
    .prepare('request_counted'),
);

/**
 * A store for @fastify/rate-limit that keeps its counts in PostgreSQL (table request_counters), so the API-wide
 * limit per address holds across instances and restarts, without any other server to run.
 */
export function postgresRateLimitStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // @fastify/rate-limit constructs the store with its own settings, which it does not need.
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private prefix = 'all:';

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          log.warn({ err: error }, 'The request could not be counted for the rate limit');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** A route with its own limit counts apart from the others. */
    child(settings: RouteSettings): FastifyRateLimitStore {
      const store = new PostgresRateLimitStore();
      store.prefix = `route:${routeName(settings)}:`;
      return store;
    }
  }
  return PostgresRateLimitStore;
}

/** Deletes the counts of windows that have ended; a new request from the address starts a new one anyway. */
export async function pruneRequestCounters(db: Database): Promise<void> {
  await db.delete(requestCounters).where(sql`${requestCounters.windowEndsAt} < now()`);
}
