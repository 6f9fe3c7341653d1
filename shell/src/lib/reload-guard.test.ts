import { RELOAD_GUARD_WINDOW_MS, reloadWithGuard } from './reload-guard';

describe('page-reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('has a 10 s default window', () => {
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
  });

  it('reloads once, then not again within 10 s', () => {
    const reload = jest.fn();
    expect(reloadWithGuard({ now: 100_000, reload })).toBe(true);
    expect(reloadWithGuard({ now: 109_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', () => {
    const reload = jest.fn();
    reloadWithGuard({ now: 100_000, reload });
    expect(reloadWithGuard({ now: 110_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('takes another window', () => {
    const reload = jest.fn();
    reloadWithGuard({ now: 0 + 1, reload, windowMs: 1000 });
    expect(reloadWithGuard({ now: 1001, reload, windowMs: 1000 })).toBe(true);
  });

  it('does not reload when it cannot remember doing so', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadWithGuard({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
