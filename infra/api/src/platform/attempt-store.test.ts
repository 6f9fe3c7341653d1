import { eq, like, sql } from 'drizzle-orm';
import { attemptCounters, requestCounters } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { waitAfterAttempt, type AttemptDelay } from './attempt-delay';
import { giveBack, pruneAttemptCounters, takeAttempt, type AttemptLimit } from './attempt-store';
import { countRequest, pruneRequestCounters } from './rate-limit-store';

const MINUTE_MS = 60_000;
const LIMIT: AttemptLimit = { scope: 'store-test', max: 2, windowMs: 10 * MINUTE_MS, message: 'Wait.' };
const DELAY: AttemptDelay = {
  scope: 'delay-test',
  freeAttempts: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * MINUTE_MS,
  windowMs: 24 * 60 * MINUTE_MS,
  message: 'Wait.',
};

describe('the wait after each attempt of a slow-down', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [11, 1_920_000],
    [12, 3_600_000],
    [40, 3_600_000],
  ])('after attempt %i is %i ms', (attempt, waitMs) => {
    expect(waitAfterAttempt(DELAY, attempt)).toBe(waitMs);
  });
});

describe('attempt counters in PostgreSQL', () => {
  let testApp: TestApp;
  const start = new Date('2026-08-01T12:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

  it('starts a key again once its window has passed', async () => {
    expect(await takeAttempt(testApp.db, LIMIT, 'window', at(0))).not.toBeNull();
    expect(await takeAttempt(testApp.db, LIMIT, 'window', at(1))).not.toBeNull();
    expect(await takeAttempt(testApp.db, LIMIT, 'window', at(9))).toBeNull();
    expect(await takeAttempt(testApp.db, LIMIT, 'window', at(10))).not.toBeNull();
  });

  it('gives an attempt back only to the window it was taken in', async () => {
    const old = await takeAttempt(testApp.db, LIMIT, 'give-back', at(0));
    await takeAttempt(testApp.db, LIMIT, 'give-back', at(0));
    await takeAttempt(testApp.db, LIMIT, 'give-back', at(11));
    await takeAttempt(testApp.db, LIMIT, 'give-back', at(11));

    await giveBack(testApp.db, old === null ? [] : [old]);

    expect(await takeAttempt(testApp.db, LIMIT, 'give-back', at(12))).toBeNull();
  });

  it('sweeps counters older than the longest window, unless a wait is still running', async () => {
    await takeAttempt(testApp.db, LIMIT, 'sweep-old', at(0));
    await takeAttempt(testApp.db, LIMIT, 'sweep-recent', at(100));
    await testApp.db
      .insert(attemptCounters)
      .values({ key: 'store-test:sweep-waiting', count: 9, windowStartedAt: at(0), nextAttemptAt: at(200) });

    await pruneAttemptCounters(testApp.db, at(120), 60 * MINUTE_MS);

    const left = await testApp.db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(like(attemptCounters.key, 'store-test:sweep-%'));
    expect(left.map(({ key }) => key).sort()).toEqual(['store-test:sweep-recent', 'store-test:sweep-waiting']);
  });

  it('sweeps request counts whose minute has ended', async () => {
    await countRequest(testApp.db, 'sweep:ended', MINUTE_MS);
    await countRequest(testApp.db, 'sweep:running', MINUTE_MS);
    await testApp.db
      .update(requestCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(requestCounters.key, 'sweep:ended'));

    await pruneRequestCounters(testApp.db);

    const left = await testApp.db
      .select({ key: requestCounters.key })
      .from(requestCounters)
      .where(like(requestCounters.key, 'sweep:%'));
    expect(left).toEqual([{ key: 'sweep:running' }]);
  });

  it('tells how long is left of the minute with each count', async () => {
    const first = await countRequest(testApp.db, 'count:ttl', MINUTE_MS);
    const second = await countRequest(testApp.db, 'count:ttl', MINUTE_MS);

    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(MINUTE_MS);
  });
});
