import { DateTime } from 'luxon';
import { MAX_SLOT_RANGE_DAYS, type FreeSlot } from '@labshop/shared-contracts/core';
import { visitMoment } from './booking-words';

/** The dates (clinic's zone) to ask free slots for when a month is shown: from today on, at most the API's range. */
export function slotRangeFor(month: string, today: string): { from: string; to: string } | null {
  const first = DateTime.fromISO(`${month}-01`, { zone: 'utc' });
  const last = first.endOf('month').toISODate() ?? '';
  if (last < today) return null;
  const from = first.toISODate()! < today ? today : first.toISODate()!;
  const widest = DateTime.fromISO(from, { zone: 'utc' })
    .plus({ days: MAX_SLOT_RANGE_DAYS - 1 })
    .toISODate()!;
  return { from, to: widest < last ? widest : last };
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
