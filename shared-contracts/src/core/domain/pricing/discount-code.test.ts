import { discountCodeReduction } from './discount-code';

describe('discountCodeReduction', () => {
  it.each([
    // total before, code, reduction
    [10000, 2500, 2500],
    [10000, 10000, 10000],
    [10000, 12000, 10000],
    [0, 500, 0],
    [10000, 0, 0],
  ])('takes from %i with a code of %i: %i', (totalBefore, code, reduction) => {
    expect(discountCodeReduction(totalBefore, code)).toBe(reduction);
  });

  it.each([-100, 10.5])('refuses the code amount %p', (code) => {
    expect(() => discountCodeReduction(10000, code)).toThrow(RangeError);
  });
});
