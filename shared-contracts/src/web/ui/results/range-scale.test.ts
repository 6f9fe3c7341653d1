import { rangeScale } from './range-scale';

describe('the scale of a range bar', () => {
  it('leaves half the range free on either side of a two-sided range', () => {
    const scale = rangeScale({ low: 4, high: 6 }, [5]);
    expect([scale.min, scale.max]).toEqual([3, 7]);
    expect(scale.position(5)).toBe(0.5);
  });

  it('widens to take in a value far outside the range', () => {
    const scale = rangeScale({ low: 4, high: 6 }, [12]);
    expect(scale.max).toBe(12);
    expect(scale.position(12)).toBe(1);
  });

  it('starts an upper-limit range at zero', () => {
    const scale = rangeScale({ low: null, high: 5.2 }, [3]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBeCloseTo(7.8);
  });

  it('gives a lower-limit range room above it', () => {
    const scale = rangeScale({ low: 40, high: null }, [55]);
    expect([scale.min, scale.max]).toEqual([20, 80]);
  });

  it('still draws a bar with no range and one value', () => {
    const scale = rangeScale({ low: null, high: null }, [7]);
    expect(scale.min).toBeLessThan(7);
    expect(scale.max).toBeGreaterThan(7);
  });

  it('keeps every position between 0 and 1', () => {
    const scale = rangeScale({ low: 1, high: 2 }, []);
    expect(scale.position(-100)).toBe(0);
    expect(scale.position(100)).toBe(1);
  });
});
