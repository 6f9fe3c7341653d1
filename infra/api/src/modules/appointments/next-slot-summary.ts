import { DateTime } from 'luxon';
import { calendarDays, openSlotsOfDay, type WeeklyRule } from './slot-calendar';
import type { StoredSchedule } from './store';
import type { OccupiedSlots, StoredNextSlot } from './store/free-slot-summaries';

/** How far ahead the search looks for a doctor's next free slot (today in the doctor's zone and the days after). */
export const NEXT_SLOT_DAYS = 30;

/** The days the search looks at from `now` in `zone` (noon UTC of each date), and when that window moves on. */
export function searchWindow(zone: string, now: Date): { days: number[]; movesAt: number } {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return {
    days: calendarDays(zone, today, today.plus({ days: NEXT_SLOT_DAYS - 1 })),
    movesAt: today.plus({ days: 1 }).toMillis(),
  };
}

/**
 * A doctor's next free slot for each service, facility and meeting type their hours name, in the order their rules
 * come, and until when that answer holds without any change to their slots: until its earliest slot starts (it is
 * then past), a hold still running runs out (its slot may come free) or the window of days moves on (a later day
 * may open a slot). The slots are those the search would find day by day, so DST days and days off count alike.
 */
export function summariseNextSlots(
  schedule: StoredSchedule,
  occupied: OccupiedSlots | undefined,
  now: Date,
): { nextSlots: StoredNextSlot[]; validUntil: Date } {
  const window = searchWindow(schedule.zone, now);
  const taken = occupied?.starts ?? new Set<number>();
  const daysOff = new Set(schedule.daysOff.map((day) => day.date));
  const nowMs = now.getTime();
  let validUntil = Math.min(window.movesAt, ...(occupied?.holdsRunOut ?? []));
  const nextSlots: StoredNextSlot[] = [];
  for (const rules of rulesByKind(schedule.rules)) {
    const { serviceId, facilityId, meetingType } = rules[0]!;
    for (const noon of window.days) {
      const free = openSlotsOfDay(rules, daysOff, schedule.zone, noon).find(
        (slot) => slot.startsAt.getTime() > nowMs && !taken.has(slot.startsAt.getTime()),
      );
      if (!free) continue;
      const startsAt = free.startsAt.getTime();
      nextSlots.push({ serviceId, facilityId, meetingType, startsAt, endsAt: free.endsAt.getTime() });
      validUntil = Math.min(validUntil, startsAt);
      break;
    }
  }
  return { nextSlots, validUntil: new Date(validUntil) };
}

/** The rules grouped by service, facility and meeting type, each group in the order its first rule comes. */
function rulesByKind(rules: readonly WeeklyRule[]): WeeklyRule[][] {
  const groups = new Map<string, WeeklyRule[]>();
  for (const rule of rules) {
    const key = `${rule.serviceId}|${rule.facilityId}|${rule.meetingType}`;
    const group = groups.get(key);
    if (group) group.push(rule);
    else groups.set(key, [rule]);
  }
  return [...groups.values()];
}
