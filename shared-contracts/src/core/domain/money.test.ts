import { formatMoney, toMinorUnits } from './money';

describe('formatMoney', () => {
  it.each([
    [1200, 'GBP', '£12'],
    [1250, 'GBP', '£12.50'],
    [1, 'GBP', '£0.01'],
    [0, 'GBP', '£0'],
    [123456, 'GBP', '£1,234.56'],
    [9900, 'EUR', '€99'],
  ])('shows %i minor units of %s as %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('defaults to GBP', () => {
    expect(formatMoney(500)).toBe('£5');
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [12.345, 1235],
    [1.005, 101],
    [0.1 + 0.2, 30],
  ])('rounds %f to %i', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });
});
