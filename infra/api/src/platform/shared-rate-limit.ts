import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { pruneAttemptCounters } from './attempt-store';
import { postgresRateLimitStore, pruneRequestCounters } from './rate-limit-store';

/** Counters are swept this often; any instance may do it, and doing it twice does no harm. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Longer than any attempt limit's window, so a swept counter can no longer refuse or slow anyone. */
const OLDEST_USEFUL_COUNTER_MS = 7 * 24 * 60 * 60_000;

/**
 * The API-wide limit of requests per client address and minute (`RATE_LIMIT_MAX`), counted in PostgreSQL so
 * that instances behind one gateway share it, and the hourly sweep of the counters of every limit.
 */
export default fp(
  async function sharedRateLimit(fastify) {
    const { config, db, clock, log } = fastify;
    await fastify.register(rateLimit, {
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      store: postgresRateLimitStore(db, log),
      // While the database cannot be reached the count cannot be kept: requests go on (the health check must say
      // 503, not fail), and the flows that guard accounts check their own limits there and fail closed.
      skipOnError: true,
    });

    const sweep = setInterval(() => {
      Promise.all([pruneRequestCounters(db), pruneAttemptCounters(db, clock(), OLDEST_USEFUL_COUNTER_MS)]).catch(
        (error: unknown) => log.warn({ err: error }, 'Old limit counters could not be deleted'),
      );
    }, PRUNE_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'shared-rate-limit', dependencies: ['config', 'clock', 'database'] },
);
