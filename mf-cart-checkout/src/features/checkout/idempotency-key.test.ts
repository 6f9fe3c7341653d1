import { createIdempotencyKeys } from './idempotency-key';

describe('the idempotency key of a checkout attempt', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stays the same for the attempt, also after a reload of the page, and changes once the order is placed', () => {
    const keys = createIdempotencyKeys(window.sessionStorage);
    const first = keys.current();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.current()).toBe(first);
    expect(createIdempotencyKeys(window.sessionStorage).current()).toBe(first);

    keys.finish();

    const next = createIdempotencyKeys(window.sessionStorage).current();
    expect(next).not.toBe(first);
  });

  it('is kept in memory where the browser gives no storage', () => {
    const keys = createIdempotencyKeys(null);
    expect(keys.current()).toBe(keys.current());
  });
});
