import { AnswerCache } from './answer-cache';

/** A promise the test settles by hand, to hold a computation open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AnswerCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('serves an answer as it is until its time is up', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    const work = jest.fn(async () => `answer ${clock}`);

    expect(await cache.getOrCompute('tsh', work)).toBe('answer 1000');
    clock += 29_999;
    expect(await cache.getOrCompute('tsh', work)).toBe('answer 1000');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('answers from the stale copy while it is refreshed, then with the fresh one', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, staleMs: 10_000, maxEntries: 10, now });
    await cache.getOrCompute('tsh', async () => 'old');
    clock += 30_000;
    const refresh = deferred<string>();
    const work = jest.fn(() => refresh.promise);

    expect(await cache.getOrCompute('tsh', work)).toBe('old');
    expect(await cache.getOrCompute('tsh', work)).toBe('old');
    refresh.resolve('new');
    await refresh.promise;

    expect(await cache.getOrCompute('tsh', work)).toBe('new');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for a fresh answer once the stale one is too old', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, staleMs: 10_000, maxEntries: 10, now });
    await cache.getOrCompute('tsh', async () => 'old');
    clock += 40_000;

    expect(await cache.getOrCompute('tsh', async () => 'new')).toBe('new');
  });

  it('lets callers that miss together share one computation', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    const answer = deferred<string>();
    const work = jest.fn(() => answer.promise);

    const callers = Array.from({ length: 50 }, () => cache.getOrCompute('tsh', work));
    answer.resolve('once');

    expect(await Promise.all(callers)).toEqual(Array(50).fill('once'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps the stale answer when a refresh fails, and tries again on the next call', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    await cache.getOrCompute('tsh', async () => 'old');
    clock += 30_000;
    const failing = deferred<string>();

    expect(await cache.getOrCompute('tsh', () => failing.promise)).toBe('old');
    failing.reject(new Error('down'));
    await failing.promise.catch(() => undefined);

    const retry = jest.fn(async () => 'new');
    expect(await cache.getOrCompute('tsh', retry)).toBe('old');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps answers apart by key', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, maxEntries: 10, now });

    await cache.getOrCompute('a', async () => 'first');
    expect(await cache.getOrCompute('b', async () => 'second')).toBe('second');
    expect(cache.get('a')).toBe('first');
  });

  it('lets the oldest entry go when full', () => {
    const cache = new AnswerCache<number>({ ttlMs: 30_000, maxEntries: 2, now });

    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);

    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps nothing when its time is zero, and nothing that failed', async () => {
    const off = new AnswerCache<string>({ ttlMs: 0, maxEntries: 10, now });
    const work = jest.fn(async () => 'x');
    await off.getOrCompute('a', work);
    await off.getOrCompute('a', work);
    expect(off.get('a')).toBeUndefined();
    expect(work).toHaveBeenCalledTimes(2);

    const on = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 10, now });
    await expect(on.getOrCompute('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(on.get('a')).toBeUndefined();
  });
});
