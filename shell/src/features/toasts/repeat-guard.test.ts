import { createRepeatGuard } from './repeat-guard';

describe('toast repeat guard', () => {
  it('ignores the same message within 390 ms', () => {
    const guard = createRepeatGuard();
    expect(guard.allows('Saved successfully.', 1000)).toBe(true);
    expect(guard.allows('Saved successfully.', 1389)).toBe(false);
  });

  it('allows the same message once the window has passed', () => {
    const guard = createRepeatGuard();
    expect(guard.allows('Saved successfully.', 1000)).toBe(true);
    expect(guard.allows('Saved successfully.', 1390)).toBe(true);
  });

  it('allows a different message at once', () => {
    const guard = createRepeatGuard();
    expect(guard.allows('Saved successfully.', 1000)).toBe(true);
    expect(guard.allows('An error occurred. Failed to save.', 1001)).toBe(true);
  });
});
