import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('serves an answer until its time is up, then asks for a fresh one', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 30_000, maxEntries: 10, now });
    const work = jest.fn(async () => `answer ${clock}`);

    expect(await cache.getOrCompute('tsh', work)).toBe('answer 1000');
    clock += 29_999;
    expect(await cache.getOrCompute('tsh', work)).toBe('answer 1000');
    clock += 1;
    expect(await cache.getOrCompute('tsh', work)).toBe('answer 31000');
    expect(work).toHaveBeenCalledTimes(2);
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
    await off.getOrCompute('a', async () => 'x');
    expect(off.get('a')).toBeUndefined();

    const on = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 10, now });
    await expect(on.getOrCompute('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(on.get('a')).toBeUndefined();
  });
});
