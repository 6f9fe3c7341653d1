import { slotRangeFor } from './free-days';

describe('the free times asked for a month', () => {
  it('starts today and reaches the Sunday that ends the last week shown', () => {
    expect(slotRangeFor('2026-11', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-06' });
  });

  it('asks at most 31 days at a time', () => {
    expect(slotRangeFor('2026-12', '2026-11-26')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('asks nothing for a month already past', () => {
    expect(slotRangeFor('2026-10', '2026-11-26')).toBeNull();
  });
});
