import { lowestPriceBesideReduction } from './price-reduction';

describe('the lowest price of the last 30 days beside a reduced price', () => {
  it.each([
    ['a reduced price', 6900, 8600, 8600],
    ['a price that rose', 3900, 3100, null],
    ['a price back where it was', 2400, 2400, null],
    ['a price that did not change in 30 days', 1900, null, null],
  ])('%s: now %i, lowest %p → %p', (_case, price, lowest, shown) => {
    expect(lowestPriceBesideReduction(price, lowest)).toBe(shown);
  });
});
