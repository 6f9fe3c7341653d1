import { formatIsoDate, isLeapYear, parseIsoDate, todayIsoDate } from './calendar-date';

describe('calendar dates', () => {
  it.each([
    [2024, true],
    [2000, true],
    [1900, false],
    [2100, false],
    [2023, false],
  ])('knows whether %i is a leap year', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('reads and writes ISO dates of real days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(formatIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(formatIsoDate({ year: 2024, month: 11, day: 31 })).toBeNull();
  });

  it('gives the local calendar day of a moment', () => {
    expect(todayIsoDate(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
