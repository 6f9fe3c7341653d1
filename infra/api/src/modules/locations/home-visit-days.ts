import {
  HOME_VISIT_DAYS_AHEAD,
  HOME_VISIT_MESSAGES,
  type HomeVisit,
  type HomeVisitDay,
} from '@labshop/shared-contracts/core/api/home-visits';
import { MARKET } from '@labshop/shared-contracts/core';

/**
 * A weekly window as the store keeps it: day of the week (1 Monday … 7 Sunday), local times, and how many visits the
 * nurses can make in it on one day.
 */
export interface WeeklyWindow {
  weekday: number;
  from: string;
  to: string;
  capacity: number;
}

/** A visit booked by an order: its day and window. */
export type BookedVisit = HomeVisit;

/** How many orders hold each day's window, keyed by bookedVisitKey. */
export type BookedVisits = ReadonlyMap<string, number>;

export function bookedVisitKey(visit: BookedVisit): string {
  return `${visit.date} ${visit.from}-${visit.to}`;
}

/** Formatters made once per time zone: making one costs far more than formatting with it (every order asks). */
const localClockFormats = new Map<string, Intl.DateTimeFormat>();

function localClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localClockFormats.set(timeZone, format);
  }
  return format;
}

/** The date and time now on the clocks of the country where samples are taken: '2026-11-26', '09:41'. */
export function localNow(now: Date, timeZone = MARKET.country.timeZone): { date: string; time: string } {
  const parts = localClockFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday, as the windows name the days. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

/** The dates of the days a nurse's visit can be booked for: from tomorrow for HOME_VISIT_DAYS_AHEAD days. */
export function homeVisitDates(now: Date): { first: string; last: string } {
  const today = localNow(now).date;
  return { first: addDays(today, 1), last: addDays(today, HOME_VISIT_DAYS_AHEAD) };
}

/**
 * The days a nurse can come, from tomorrow (a nurse's round is planned the day before) for HOME_VISIT_DAYS_AHEAD
 * days, each with the city's windows of that day of the week, `full` once as many orders hold one as its capacity;
 * days without a window are left out.
 */
export function homeVisitDays(
  windows: readonly WeeklyWindow[],
  now: Date,
  booked: BookedVisits = new Map(),
): HomeVisitDay[] {
  const today = localNow(now).date;
  const days: HomeVisitDay[] = [];
  for (let offset = 1; offset <= HOME_VISIT_DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    const offered = windows
      .filter((window) => window.weekday === weekday)
      .map(({ from, to, capacity }) => ({
        from,
        to,
        full: (booked.get(bookedVisitKey({ date, from, to })) ?? 0) >= capacity,
      }));
    if (offered.length > 0) days.push({ date, windows: offered });
  }
  return days;
}

/** Why a visit chosen at checkout cannot be booked (one of HOME_VISIT_MESSAGES), or null when it can. */
export function homeVisitError(windows: readonly WeeklyWindow[], visit: HomeVisit, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(visit.date) || Number.isNaN(Date.parse(`${visit.date}T00:00:00Z`))) {
    return HOME_VISIT_MESSAGES.notOffered;
  }
  const local = localNow(now);
  if (visit.date < local.date || (visit.date === local.date && visit.from <= local.time))
    return HOME_VISIT_MESSAGES.past;
  const offered = homeVisitDays(windows, now).find((day) => day.date === visit.date);
  const window = offered?.windows.find((candidate) => candidate.from === visit.from && candidate.to === visit.to);
  return window ? null : HOME_VISIT_MESSAGES.notOffered;
}
