import { DateTime } from 'luxon';

/** The years a date picker reaches (spec §9). */
export const CALENDAR_YEARS = { min: 1900, max: 2100 } as const;
/** How people read a chosen day and a time (spec §9). */
export const DAY_FORMAT = 'MM/dd/yyyy';
export const TIME_FORMAT = 'HH:mm';
/** The week starts on day 1, Monday (spec §9), whatever the device's locale says. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One cell of a month's grid: an ISO day and whether it belongs to the month shown. */
export interface CalendarDay {
  iso: string;
  dayOfMonth: number;
  inMonth: boolean;
}

/** A day as a calendar date with no zone: the calendar counts days, and days do not move with zones or DST. */
function day(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' });
}

/** The month (yyyy-MM) a day (yyyy-MM-dd) falls in. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The weeks of a month, Monday to Sunday, with the days of the months around it filling the first and last week. */
export function monthWeeks(month: string): CalendarDay[][] {
  const first = day(`${month}-01`);
  const start = first.minus({ days: first.weekday - 1 });
  const last = first.endOf('month');
  const end = last.plus({ days: 7 - last.weekday });
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; cursor <= end; cursor = cursor.plus({ weeks: 1 })) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = cursor.plus({ days: index });
        return { iso: date.toISODate() ?? '', dayOfMonth: date.day, inMonth: date.month === first.month };
      }),
    );
  }
  return weeks;
}

/** The day `by` days after (or before) `iso`, kept inside the years the picker reaches. */
export function shiftDay(iso: string, by: { days?: number; months?: number }): string {
  const moved = day(iso).plus(by);
  if (moved.year < CALENDAR_YEARS.min) return `${CALENDAR_YEARS.min}-01-01`;
  if (moved.year > CALENDAR_YEARS.max) return `${CALENDAR_YEARS.max}-12-31`;
  return moved.toISODate() ?? iso;
}

/** The first day (Monday) and last day (Sunday) of the week `iso` is in. */
export function weekBounds(iso: string): { first: string; last: string } {
  const date = day(iso);
  return {
    first: date.minus({ days: date.weekday - 1 }).toISODate() ?? iso,
    last: date.plus({ days: 7 - date.weekday }).toISODate() ?? iso,
  };
}

/** Whether the month `by` months from `month` is still within the picker's years. */
export function monthReachable(month: string, by: number): boolean {
  const year = day(`${month}-01`).plus({ months: by }).year;
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

/** 'November 2026'. */
export function monthTitle(month: string): string {
  return day(`${month}-01`).setLocale('en-GB').toFormat('LLLL yyyy');
}

/** 'Monday, 30 November 2026': what a screen reader says for a day. */
export function dayInWords(iso: string): string {
  return day(iso).setLocale('en-GB').toFormat('cccc, d LLLL yyyy');
}

/** '11/30/2026': a day as the site writes it. */
export function dayAsTyped(iso: string): string {
  return day(iso).toFormat(DAY_FORMAT);
}

/** Today in a zone, as an ISO day. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? '';
}
