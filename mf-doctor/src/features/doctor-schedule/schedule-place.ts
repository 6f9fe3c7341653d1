import { DateTime } from 'luxon';

export type ScheduleSpan = 1 | 7;

/** The day or week shown, read from the address: today (in the clinic's zone) and a day when not given. */
export function readSchedulePlace(params: URLSearchParams, today: string): { date: string; days: ScheduleSpan } {
  const date = params.get('date') ?? '';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date).isValid;
  return { date: valid ? date : today, days: params.get('days') === '7' ? 7 : 1 };
}

/** The first day of the span: the day itself, or the Monday of its week. */
export function spanStart(date: string, days: ScheduleSpan): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return days === 1 ? date : (day.minus({ days: day.weekday - 1 }).toISODate() ?? date);
}

/** The span before or after: a day or a week. */
export function shiftSpan(date: string, days: ScheduleSpan, by: -1 | 1): string {
  return (
    DateTime.fromISO(spanStart(date, days), { zone: 'utc' })
      .plus({ days: days * by })
      .toISODate() ?? date
  );
}

/** 'Friday, 4 December 2026' or 'Week of 30 November 2026'. */
export function spanTitle(date: string, days: ScheduleSpan): string {
  const start = DateTime.fromISO(spanStart(date, days), { zone: 'utc' }).setLocale('en-GB');
  return days === 1 ? start.toFormat('cccc, d LLLL yyyy') : `Week of ${start.toFormat('d LLLL yyyy')}`;
}

/** A visit's day and hour in the clinic's zone. */
export function visitClock(startsAt: string, zone: string): { day: string; dayTitle: string; time: string } {
  const local = DateTime.fromISO(startsAt, { setZone: true }).setZone(zone).setLocale('en-GB');
  return { day: local.toISODate() ?? '', dayTitle: local.toFormat('cccc, d LLLL'), time: local.toFormat('HH:mm') };
}
