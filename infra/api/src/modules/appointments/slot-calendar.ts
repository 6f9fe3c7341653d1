import { DateTime, IANAZone } from 'luxon';
import type { MEETING_TYPES } from '@labshop/shared-contracts/core/api/doctors';

type MeetingType = (typeof MEETING_TYPES)[number];

/** One weekly rule as stored: local hours in the doctor's zone. */
export interface WeeklyRule {
  serviceId: string;
  facilityId: string;
  meetingType: MeetingType;
  weekday: number;
  start: string;
  end: string;
  slotMinutes: number;
}

/** A slot the rules open: UTC instants, with the meeting types of every rule that opens it. */
export interface OpenSlot {
  startsAt: Date;
  endsAt: Date;
  serviceId: string;
  facilityId: string;
  meetingTypes: MeetingType[];
}

export const isZone = (zone: string) => IANAZone.isValidZone(zone);

/** 'HH:mm' → minutes after midnight, or null for anything else. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A 'yyyy-MM-dd' date in `zone`, or null when it is no real date. */
export function dayIn(date: string, zone: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = DateTime.fromISO(date, { zone });
  return day.isValid ? day.startOf('day') : null;
}

/** A wall time the clocks show twice (when they go back) taken at its first showing, as the day lives it. */
function firstOccurrence(local: DateTime): DateTime {
  const earlier = local.minus({ hours: 1 });
  return earlier.hour === local.hour && earlier.minute === local.minute ? earlier : local;
}

/** The instant a wall-clock minute of a day shows in `zone`, or null when the clocks skip it that day. */
function instantOnChangeDay(zone: string, date: CalendarDate, minute: number): number | null {
  const local = firstOccurrence(
    DateTime.fromObject({ ...date, hour: Math.floor(minute / 60), minute: minute % 60 }, { zone }),
  );
  return local.hour * 60 + local.minute === minute ? local.toMillis() : null;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The zone's offset (minutes) that holds all day, or null on a day the clocks change. Asked of luxon once per zone
 * and date (a busy search asks for the same few weeks again and again, and luxon's zone arithmetic is what costs).
 */
const steadyOffsets = new Map<string, number | null>();
const MOST_REMEMBERED_DAYS = 10_000;

function steadyOffset(zone: string, date: CalendarDate): number | null {
  const key = `${zone}|${date.year}-${date.month}-${date.day}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const first = DateTime.fromObject({ ...date, hour: 0 }, { zone }).offset;
  const last = DateTime.fromObject({ ...date, hour: 23, minute: 59 }, { zone }).offset;
  const offset = first === last ? first : null;
  if (steadyOffsets.size >= MOST_REMEMBERED_DAYS) steadyOffsets.clear();
  steadyOffsets.set(key, offset);
  return offset;
}

/** The first and last days of a range in `zone`, as calendar dates (noon UTC of each, to step by whole days). */
export function calendarDays(zone: string, firstDay: DateTime, lastDay: DateTime): number[] {
  const first = firstDay.setZone(zone);
  const last = lastDay.setZone(zone);
  const days: number[] = [];
  const lastNoon = Date.UTC(last.year, last.month - 1, last.day, 12);
  for (let noon = Date.UTC(first.year, first.month - 1, first.day, 12); noon <= lastNoon; noon += DAY_MS) {
    days.push(noon);
  }
  return days;
}

/**
 * The slots the rules open on one calendar day (given as noon UTC of that date), earliest first. Local wall-clock
 * times are turned into instants in the zone, so a day that is 23 or 25 hours long (the last Sundays of March and
 * October in Europe) gets the hours its rules name: a local time that does not exist that day (skipped by the
 * clocks going forward) opens no slot, and a repeated hour is taken once, at its first occurrence.
 */
export function openSlotsOfDay(
  rules: readonly WeeklyRule[],
  daysOff: ReadonlySet<string>,
  zone: string,
  noon: number,
): OpenSlot[] {
  const calendar = new Date(noon);
  const date = { year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1, day: calendar.getUTCDate() };
  if (daysOff.has(calendar.toISOString().slice(0, 10))) return [];
  const weekday = ((calendar.getUTCDay() + 6) % 7) + 1;
  const todays = rules.filter((rule) => rule.weekday === weekday);
  if (todays.length === 0) return [];
  const offset = steadyOffset(zone, date);
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const byStart = new Map<string, OpenSlot>();
  for (const rule of todays) {
    const from = minutesOf(rule.start);
    const to = minutesOf(rule.end);
    if (from === null || to === null) continue;
    for (let minute = from; minute + rule.slotMinutes <= to; minute += rule.slotMinutes) {
      const startsAt =
        offset === null ? instantOnChangeDay(zone, date, minute) : midnight + (minute - offset) * MINUTE_MS;
      if (startsAt === null) continue;
      const key = `${rule.serviceId}|${startsAt}`;
      const known = byStart.get(key);
      if (known) {
        if (!known.meetingTypes.includes(rule.meetingType)) known.meetingTypes.push(rule.meetingType);
        continue;
      }
      byStart.set(key, {
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + rule.slotMinutes * MINUTE_MS),
        serviceId: rule.serviceId,
        facilityId: rule.facilityId,
        meetingTypes: [rule.meetingType],
      });
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The slots the rules open on the days from `firstDay` to `lastDay` (dates in `zone`), skipping days off. */
export function openSlots(
  rules: readonly WeeklyRule[],
  daysOff: ReadonlySet<string>,
  zone: string,
  firstDay: DateTime,
  lastDay: DateTime,
): OpenSlot[] {
  return calendarDays(zone, firstDay, lastDay).flatMap((noon) => openSlotsOfDay(rules, daysOff, zone, noon));
}
