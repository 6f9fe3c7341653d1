import { and, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared-once';
import { appointments, freeSlotSummaries, type StoredNextSlot } from '../../../db/schema';
import { OCCUPYING } from '../occupying';

export type { StoredNextSlot };

/**
 * Marks the doctor's kept next free slots out of date, in the transaction `tx` that changes their slots: the
 * summary worked out before it no longer counts once `tx` commits, and one worked out while `tx` runs is refused.
 * Called last in its transaction, so the row lock it takes is held for as short a time as can be.
 */
export async function raiseSlotVersion(tx: DatabaseExecutor, doctorId: string): Promise<void> {
  await tx
    .insert(freeSlotSummaries)
    .values({ doctorId, version: 1 })
    .onConflictDoUpdate({
      target: freeSlotSummaries.doctorId,
      set: { version: sql`${freeSlotSummaries.version} + 1` },
    });
}

const freshSummaries = preparedOnce((db: Database) =>
  db
    .select({ doctorId: freeSlotSummaries.doctorId, nextSlots: freeSlotSummaries.nextSlots })
    .from(freeSlotSummaries)
    .where(
      and(
        sql`${freeSlotSummaries.doctorId} = any(${sql.placeholder('doctorIds')}::uuid[])`,
        isNotNull(freeSlotSummaries.summaryVersion),
        eq(freeSlotSummaries.summaryVersion, freeSlotSummaries.version),
        gt(freeSlotSummaries.validUntil, sql.placeholder('now')),
      ),
    )
    .prepare('fresh_free_slot_summaries'),
);

/** The kept next free slots of these doctors that still count at `now`; a doctor left out is to be worked out. */
export async function freshNextSlots(
  db: Database,
  doctorIds: readonly string[],
  now: Date,
): Promise<Map<string, StoredNextSlot[]>> {
  if (doctorIds.length === 0) return new Map();
  const rows = await freshSummaries(db).execute({ doctorIds: [...doctorIds], now: now.toISOString() });
  return new Map(rows.map((row) => [row.doctorId, row.nextSlots]));
}

/** The current version of each doctor's slots (0 for a doctor whose slots never changed). */
export async function slotVersions(tx: DatabaseExecutor, doctorIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ doctorId: freeSlotSummaries.doctorId, version: freeSlotSummaries.version })
    .from(freeSlotSummaries)
    .where(inArray(freeSlotSummaries.doctorId, [...doctorIds]));
  return new Map(rows.map((row) => [row.doctorId, row.version]));
}

export interface WorkedOutSummary {
  doctorId: string;
  /** The version of the doctor's slots the summary was worked out from. */
  version: number;
  validUntil: Date;
  nextSlots: StoredNextSlot[];
}

/**
 * Keeps summaries worked out from one snapshot. A doctor whose slots changed since (a higher version) keeps theirs
 * out of date: the summary is written only over the version it was worked out from.
 */
export async function keepSummaries(db: Database, summaries: readonly WorkedOutSummary[]): Promise<void> {
  if (summaries.length === 0) return;
  await db
    .insert(freeSlotSummaries)
    .values(
      summaries.map((summary) => ({
        doctorId: summary.doctorId,
        version: summary.version,
        summaryVersion: summary.version,
        validUntil: summary.validUntil,
        nextSlots: summary.nextSlots,
      })),
    )
    .onConflictDoUpdate({
      target: freeSlotSummaries.doctorId,
      set: {
        summaryVersion: sql`excluded.summary_version`,
        validUntil: sql`excluded.valid_until`,
        nextSlots: sql`excluded.next_slots`,
      },
      setWhere: sql`${freeSlotSummaries.version} = excluded.version`,
    });
}

/** A doctor's slots taken between two instants, and when the holds among them run out (epoch milliseconds). */
export interface OccupiedSlots {
  starts: Set<number>;
  holdsRunOut: number[];
}

/**
 * The slots taken among these doctors between two instants (as takenStartsOfDoctor counts them: holds past their time free
 * their slot), one row per doctor, with when each hold still running runs out.
 */
export async function occupiedSlots(
  tx: DatabaseExecutor,
  doctorIds: readonly string[],
  range: { from: Date; to: Date },
  now: Date,
): Promise<Map<string, OccupiedSlots>> {
  const occupied = new Map<string, OccupiedSlots>();
  if (doctorIds.length === 0) return occupied;
  const rows = await tx
    .select({
      doctorId: appointments.doctorId,
      starts: sql<string[]>`array_agg((extract(epoch from ${appointments.startsAt}) * 1000)::bigint)`,
      holdsRunOut: sql<
        string[] | null
      >`array_agg((extract(epoch from ${appointments.holdExpiresAt}) * 1000)::bigint) filter (where ${appointments.status} = 'held')`,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, [...doctorIds]),
        gte(appointments.startsAt, range.from),
        lt(appointments.startsAt, range.to),
        inArray(appointments.status, [...OCCUPYING]),
        or(ne(appointments.status, 'held'), gt(appointments.holdExpiresAt, now)),
      ),
    )
    .groupBy(appointments.doctorId);
  for (const row of rows) {
    occupied.set(row.doctorId, {
      starts: new Set(row.starts.map(Number)),
      holdsRunOut: (row.holdsRunOut ?? []).map(Number),
    });
  }
  return occupied;
}
