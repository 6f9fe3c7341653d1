import { quoteCustomPackage, validateCustomPackage } from './custom-package';

const tests = (count: number, price = 2000) => Array.from({ length: count }, () => price);

describe('validateCustomPackage', () => {
  it.each([
    [0, { valid: false, problem: 'too-few-tests', message: 'Select 5-15 tests for the discount.' }],
    [4, { valid: false, problem: 'too-few-tests', message: 'Select 5-15 tests for the discount.' }],
    [5, { valid: true }],
    [6, { valid: true }],
    [15, { valid: true }],
    [16, { valid: false, problem: 'too-many-tests', message: 'Select 5-15 tests for the discount.' }],
  ])('with %i tests: %p', (count, validation) => {
    expect(validateCustomPackage(count)).toEqual(validation);
  });
});

describe('quoteCustomPackage', () => {
  it.each([
    // tests, percent, discount, total
    [4, 0, 0, 8000],
    [5, 5, 500, 9500],
    [6, 7, 840, 11160],
    [15, 25, 7500, 22500],
    [16, 25, 8000, 24000],
  ])('with %i tests at £20 takes %i%%: %i off, %i to pay', (count, percent, discountMinor, totalMinor) => {
    expect(quoteCustomPackage(tests(count))).toMatchObject({ itemCount: count, percent, discountMinor, totalMinor });
  });

  it('shows the discount growing with every test from 5 to 15', () => {
    const percents = Array.from({ length: 11 }, (_, index) => quoteCustomPackage(tests(5 + index)).percent);
    expect(percents).toEqual([5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25]);
  });

  it('hints the next step while the package is below 25%', () => {
    expect(quoteCustomPackage(tests(2)).nextHint).toEqual({ itemsToAdd: 3, nextPercent: 5 });
    expect(quoteCustomPackage(tests(9)).nextHint).toEqual({ itemsToAdd: 1, nextPercent: 15 });
    expect(quoteCustomPackage(tests(15)).nextHint).toBeNull();
  });
});
