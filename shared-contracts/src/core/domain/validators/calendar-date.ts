/**
 * Dates of birth travel as ISO calendar dates ('YYYY-MM-DD'): no time of day and no time zone,
 * so a browser and the server never disagree about the day.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** 'YYYY-MM-DD' of a valid date; `null` for a day that does not exist (31 April, 29 February 2023). */
export function formatIsoDate(date: CalendarDate): string | null {
  if (!isValidCalendarDate(date)) return null;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The parts of an ISO date, or `null` when the text is not one or names a day that does not exist. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** Today's calendar date where the code runs; pass its answer to the rules that need "today". */
export function todayIsoDate(now: Date = new Date()): string {
  const today = formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  if (today === null) throw new RangeError('The clock shows no valid date');
  return today;
}
