import { DateTime } from 'luxon';
import { MAX_SLOT_RANGE_DAYS, type FreeSlot } from '@labshop/shared-contracts/core';
import { visitMoment } from './booking-words';

/**
 * The dates (clinic's zone) to ask free slots for when a month is shown: from today on, to the Sunday that ends the
 * month's last week (the grid shows those days too), at most the API's range.
 */
export function slotRangeFor(month: string, today: string): { from: string; to: string } | null {
  const first = DateTime.fromISO(`${month}-01`, { zone: 'utc' });
  const lastOfMonth = first.endOf('month');
  const gridEnd = lastOfMonth.plus({ days: 7 - lastOfMonth.weekday }).toISODate() ?? '';
  if (gridEnd < today) return null;
  const firstDay = first.toISODate() ?? today;
  const from = firstDay < today ? today : firstDay;
  const widest =
    DateTime.fromISO(from, { zone: 'utc' })
      .plus({ days: MAX_SLOT_RANGE_DAYS - 1 })
      .toISODate() ?? from;
  return { from, to: widest < gridEnd ? widest : gridEnd };
}

/** The free slots of each day, the day read on the patient's clock. */
export function slotsByDay(slots: readonly FreeSlot[], zone: string): Map<string, FreeSlot[]> {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const day = visitMoment(slot.startsAt, zone).iso;
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** '4 free times', '1 free time'. */
export function freeTimesInWords(count: number): string {
  return `${count} free ${count === 1 ? 'time' : 'times'}`;
}
