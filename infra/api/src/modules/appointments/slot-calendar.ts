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

/**
 * The slots the rules open on the days from `firstDay` to `lastDay` (dates in `zone`), skipping days off. Local
 * wall-clock times are turned into instants day by day in the zone, so a day that is 23 or 25 hours long (the last
 * Sundays of March and October in Europe) gets the hours its rules name: a local time that does not exist that day
 * (skipped by the clocks going forward) opens no slot, and a repeated hour is taken once, at its first occurrence.
 */
export function openSlots(
  rules: readonly WeeklyRule[],
  daysOff: ReadonlySet<string>,
  zone: string,
  firstDay: DateTime,
  lastDay: DateTime,
): OpenSlot[] {
  const byStart = new Map<string, OpenSlot>();
  for (let day = firstDay.setZone(zone); day <= lastDay; day = day.plus({ days: 1 })) {
    const date = day.toISODate();
    if (date === null || daysOff.has(date)) continue;
    for (const rule of rules) {
      if (rule.weekday !== day.weekday) continue;
      const from = minutesOf(rule.start);
      const to = minutesOf(rule.end);
      if (from === null || to === null) continue;
      for (let minute = from; minute + rule.slotMinutes <= to; minute += rule.slotMinutes) {
        const local = firstOccurrence(
          DateTime.fromObject(
            { year: day.year, month: day.month, day: day.day, hour: Math.floor(minute / 60), minute: minute % 60 },
            { zone },
          ),
        );
        // luxon moves a time the clocks skip forward; such a time does not exist on the clinic's wall.
        if (local.hour * 60 + local.minute !== minute) continue;
        const startsAt = local.toJSDate();
        const key = `${rule.serviceId}|${startsAt.toISOString()}`;
        const known = byStart.get(key);
        if (known) {
          if (!known.meetingTypes.includes(rule.meetingType)) known.meetingTypes.push(rule.meetingType);
          continue;
        }
        byStart.set(key, {
          startsAt,
          endsAt: local.plus({ minutes: rule.slotMinutes }).toJSDate(),
          serviceId: rule.serviceId,
          facilityId: rule.facilityId,
          meetingTypes: [rule.meetingType],
        });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
