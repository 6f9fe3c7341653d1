import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@labshop/shared-contracts/core/api/booking';
import type { DatabaseExecutor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { appointments, availabilityDaysOff, availabilityRules, doctorSchedules } from '../../db/schema';
import type { Principal } from '../../platform/principal';
import { changesOccupancy, OCCUPYING } from './occupying';
import type { WeeklyRule } from './slot-calendar';
import { raiseSlotVersion } from './store/free-slot-summaries';

export type StoredAppointment = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

export { OCCUPYING };

export interface StoredSchedule {
  zone: string;
  rules: WeeklyRule[];
  daysOff: { date: string; reason: string | null }[];
}

const ruleColumns = {
  doctorId: availabilityRules.doctorId,
  serviceId: availabilityRules.serviceId,
  facilityId: availabilityRules.facilityId,
  meetingType: availabilityRules.meetingType,
  weekday: availabilityRules.weekday,
  start: availabilityRules.start,
  end: availabilityRules.end,
  slotMinutes: availabilityRules.slotMinutes,
};

/**
 * The weekly hours, days off and zone of each doctor named (doctors' hours are public: they are what a patient
 * books). A doctor who set nothing has no rules, in the default zone.
 */
export async function schedulesOf(
  db: DatabaseExecutor,
  doctorIds: readonly string[],
  defaultZone: string,
): Promise<Map<string, StoredSchedule>> {
  const ids = [...new Set(doctorIds)];
  const schedules = new Map<string, StoredSchedule>(
    ids.map((id) => [id, { zone: defaultZone, rules: [], daysOff: [] }]),
  );
  if (ids.length === 0) return schedules;
  // One after another: read in a transaction they share its one connection (and each is quick).
  const zones = await db
    .select({ doctorId: doctorSchedules.doctorId, zone: doctorSchedules.zone })
    .from(doctorSchedules)
    .where(inArray(doctorSchedules.doctorId, ids));
  const rules = await db
    .select(ruleColumns)
    .from(availabilityRules)
    .where(inArray(availabilityRules.doctorId, ids))
    .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.start));
  const daysOff = await db
    .select({
      doctorId: availabilityDaysOff.doctorId,
      day: availabilityDaysOff.day,
      reason: availabilityDaysOff.reason,
    })
    .from(availabilityDaysOff)
    .where(inArray(availabilityDaysOff.doctorId, ids))
    .orderBy(asc(availabilityDaysOff.day));
  for (const row of zones) schedules.get(row.doctorId)!.zone = row.zone;
  for (const { doctorId, ...rule } of rules) schedules.get(doctorId)!.rules.push(rule);
  for (const row of daysOff) schedules.get(row.doctorId)!.daysOff.push({ date: row.day, reason: row.reason });
  return schedules;
}

/** Replaces the doctor's zone, weekly hours and days off, in the caller's transaction (their kept slots out of date). */
export async function replaceSchedule(tx: DatabaseExecutor, doctorId: string, schedule: StoredSchedule) {
  await tx
    .insert(doctorSchedules)
    .values({ doctorId, zone: schedule.zone })
    .onConflictDoUpdate({ target: doctorSchedules.doctorId, set: { zone: schedule.zone } });
  await tx.delete(availabilityRules).where(eq(availabilityRules.doctorId, doctorId));
  await tx.delete(availabilityDaysOff).where(eq(availabilityDaysOff.doctorId, doctorId));
  if (schedule.rules.length > 0) {
    await tx.insert(availabilityRules).values(schedule.rules.map((rule) => ({ doctorId, ...rule })));
  }
  if (schedule.daysOff.length > 0) {
    await tx
      .insert(availabilityDaysOff)
      .values(schedule.daysOff.map((day) => ({ doctorId, day: day.date, reason: day.reason })));
  }
  await raiseSlotVersion(tx, doctorId);
}

const takenStartsOfOne = preparedOnce((db: DatabaseExecutor) =>
  db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, sql.placeholder('doctorId')),
        gte(appointments.startsAt, sql.placeholder('from')),
        lt(appointments.startsAt, sql.placeholder('to')),
        inArray(appointments.status, [...OCCUPYING]),
        or(ne(appointments.status, 'held'), gt(appointments.holdExpiresAt, sql.placeholder('now'))),
      ),
    )
    .prepare('taken_starts_of_doctor'),
);

/**
 * The starts of one doctor's slots taken between two instants, as epoch milliseconds: booked or done visits and holds
 * still running at `now` (a hold past its time frees its slot even before the job releases it). No personal data;
 * the query a patient's choice of days asks, built once.
 */
export async function takenStartsOfDoctor(
  db: DatabaseExecutor,
  doctorId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<Set<number>> {
  const rows = await takenStartsOfOne(db).execute({
    doctorId,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    now: now.toISOString(),
  });
  return new Set(rows.map((row) => row.startsAt.getTime()));
}

/** Who may read an appointment: the account that booked it, or its doctor (by the doctor's card id). */
function visibleTo(principal: Principal, doctorId: string | null): SQL | undefined {
  if (principal.kind === 'system') return undefined;
  if (principal.kind !== 'account') return sql`false`;
  if (principal.role === 'doctor' && doctorId !== null) return eq(appointments.doctorId, doctorId);
  return eq(appointments.accountId, principal.accountId);
}

/**
 * The appointment if the principal may see it (its account; its doctor, acting as doctor, naming their card id),
 * locked until `tx` ends when asked; null otherwise.
 */
export async function findAppointment(
  db: DatabaseExecutor,
  principal: Principal,
  id: string,
  options: { doctorId?: string | null; lock?: boolean } = {},
): Promise<StoredAppointment | null> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), visibleTo(principal, options.doctorId ?? null)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Writes a new appointment unless its doctor's slot is taken: the unique index decides, so of bookings sent at the
 * same moment exactly one is written (the others wait for it, then find the slot taken). Null when taken. A slot
 * taken marks the doctor's kept next free slots out of date.
 */
export async function insertAppointment(
  tx: DatabaseExecutor,
  values: NewAppointment,
): Promise<StoredAppointment | null> {
  const [row] = await tx.insert(appointments).values(values).onConflictDoNothing().returning();
  if (!row) return null;
  await raiseSlotVersion(tx, row.doctorId);
  return row;
}

/** Releases the holds on this doctor's slot that ran out before `now`, so a new booking may take it. */
export async function releaseRunOutHoldsAt(
  tx: DatabaseExecutor,
  slot: { doctorId: string; startsAt: Date },
  now: Date,
): Promise<{ id: string; orderId: string }[]> {
  return tx
    .update(appointments)
    .set({ status: 'released', updatedAt: now })
    .where(
      and(
        eq(appointments.doctorId, slot.doctorId),
        eq(appointments.startsAt, slot.startsAt),
        eq(appointments.status, 'held'),
        lte(appointments.holdExpiresAt, now),
      ),
    )
    .returning({ id: appointments.id, orderId: appointments.orderId });
}

/** The holds whose time ran out before `now` (for the job that releases them). */
export async function runOutHolds(db: DatabaseExecutor, now: Date): Promise<{ id: string; orderId: string }[]> {
  return db
    .select({ id: appointments.id, orderId: appointments.orderId })
    .from(appointments)
    .where(and(eq(appointments.status, 'held'), lte(appointments.holdExpiresAt, now)))
    .limit(500);
}

/**
 * Moves an appointment from one of `from` to `status` (with other changes); null when it was in none of them. A move
 * that frees or takes a slot marks the doctor's kept next free slots out of date.
 */
export async function moveAppointment(
  tx: DatabaseExecutor,
  id: string,
  from: readonly AppointmentStatus[],
  change: Partial<NewAppointment> & { updatedAt: Date },
): Promise<StoredAppointment | null> {
  const [row] = await tx
    .update(appointments)
    .set(change)
    .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
    .returning();
  if (!row) return null;
  const freesOrTakes = change.status !== undefined && changesOccupancy(from, change.status);
  if (change.startsAt !== undefined || freesOrTakes) await raiseSlotVersion(tx, row.doctorId);
  return row;
}

/** The held appointment an order pays for, if any (the order's payment settles it). */
export async function heldForOrder(tx: DatabaseExecutor, orderId: string): Promise<StoredAppointment | null> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'held')))
    .for('update');
  return row ?? null;
}

/** The visit an order pays for, whatever its status, locked until `tx` ends; null for an order of no visit. */
export async function visitOfOrder(tx: DatabaseExecutor, orderId: string): Promise<StoredAppointment | null> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.orderId, orderId))
    .orderBy(desc(appointments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The account's own appointments (every patient of it): upcoming soonest first, or past latest first. */
export async function appointmentsOfAccount(
  db: DatabaseExecutor,
  principal: Principal,
  when: 'upcoming' | 'past',
  now: Date,
): Promise<StoredAppointment[]> {
  if (principal.kind !== 'account') return [];
  const mine = eq(appointments.accountId, principal.accountId);
  if (when === 'upcoming') {
    return db
      .select()
      .from(appointments)
      .where(
        and(
          mine,
          gt(appointments.endsAt, now),
          or(
            eq(appointments.status, 'booked'),
            and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, now)),
          ),
        ),
      )
      .orderBy(asc(appointments.startsAt));
  }
  return db
    .select()
    .from(appointments)
    .where(
      and(
        mine,
        or(
          lte(appointments.endsAt, now),
          inArray(appointments.status, ['cancelled', 'released', 'done', 'no_show']),
          and(eq(appointments.status, 'held'), lte(appointments.holdExpiresAt, now)),
        ),
      ),
    )
    .orderBy(desc(appointments.startsAt));
}

/** A doctor's visits between two instants that hold the slot (held, booked, done, no-show), earliest first. */
export async function visitsOfDoctor(
  db: DatabaseExecutor,
  doctorId: string,
  range: { from: Date; to: Date },
): Promise<StoredAppointment[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        gte(appointments.startsAt, range.from),
        lt(appointments.startsAt, range.to),
        inArray(appointments.status, [...OCCUPYING]),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/**
 * Booked visits starting within the next `hours` whose reminder was not queued, each marked queued in `tx` and
 * locked so two runs at once do not both take it.
 */
export async function takeDueReminders(tx: DatabaseExecutor, now: Date, hours: number): Promise<StoredAppointment[]> {
  const until = new Date(now.getTime() + hours * 3_600_000);
  const due = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'booked'),
        isNull(appointments.reminderQueuedAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, until),
      ),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(appointments)
    .set({ reminderQueuedAt: now })
    .where(
      inArray(
        appointments.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}
