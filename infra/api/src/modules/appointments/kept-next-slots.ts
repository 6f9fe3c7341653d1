import type { Database } from '../../db/client';
import { summariseNextSlots } from './next-slot-summary';
import { schedulesOf } from './store';
import {
  freshNextSlots,
  keepSummaries,
  occupiedSlots,
  slotVersions,
  type StoredNextSlot,
  type WorkedOutSummary,
} from './store/free-slot-summaries';

const DAY_MS = 86_400_000;

/**
 * The next free slots of these doctors at `now`, from their kept summaries; those out of date (their slots changed,
 * or time moved past what they said) are worked out again from one snapshot of hours, days off and taken slots, and
 * kept for the next search. A summary worked out while a booking commits is refused by the version it carries.
 */
export async function nextSlotsOf(
  db: Database,
  doctorIds: readonly string[],
  defaultZone: string,
  now: Date,
): Promise<Map<string, StoredNextSlot[]>> {
  const fresh = await freshNextSlots(db, doctorIds, now);
  // In one order of ids, so two searches keeping the same summaries at once lock their rows alike.
  const stale = doctorIds.filter((id) => !fresh.has(id)).sort();
  if (stale.length === 0) return fresh;
  const workedOut = await db.transaction(
    async (tx) => {
      // The version first: a change committed after this snapshot raises it, and the summary is then refused.
      const versions = await slotVersions(tx, stale);
      const schedules = await schedulesOf(tx, stale, defaultZone);
      // Two days past the window: its last day ends later than 30 days from now in a zone behind UTC.
      const occupied = await occupiedSlots(tx, stale, { from: now, to: new Date(now.getTime() + 32 * DAY_MS) }, now);
      return stale.map((doctorId): WorkedOutSummary => {
        const schedule = schedules.get(doctorId)!;
        return {
          doctorId,
          version: versions.get(doctorId) ?? 0,
          ...summariseNextSlots(schedule, occupied.get(doctorId), now),
        };
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await keepSummaries(db, workedOut);
  for (const summary of workedOut) fresh.set(summary.doctorId, summary.nextSlots);
  return fresh;
}
