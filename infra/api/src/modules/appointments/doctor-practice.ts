import { DateTime } from 'luxon';
import {
  BOOKING_MESSAGES,
  VISIT_NOTE_MAX_LENGTH,
  type BookingFacility,
  type DoctorAvailability,
  type DoctorAvailabilityUpdate,
  type DoctorSchedule,
  type DoctorScheduleQuery,
  type DoctorVisit,
} from '@labshop/shared-contracts/core/api/booking';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../platform/authorization';
import type { Clock } from '../../platform/clock';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { BookingDoctorEntry } from '../doctors/service';
import { checkAvailability } from './availability-update';
import { doctorVisitOf } from './booking-views';
import { dayIn } from './slot-calendar';
import { findAppointment, moveAppointment, replaceSchedule, visitsOfDoctor, type StoredAppointment } from './store';
import type { AppointmentsService } from './service';

export interface DoctorPracticeDependencies {
  db: Database;
  clock: Clock;
  appointments: Pick<AppointmentsService, 'availabilityOf' | 'scheduleOf'>;
  /** Whether the principal is a verified doctor acting as doctor (the accounts' rule). */
  isVerifiedDoctor(principal: Principal): Promise<boolean>;
  doctorOfAccount(accountId: string): Promise<BookingDoctorEntry | null>;
  facilityOf(facilityId: string): Promise<BookingFacility | null>;
}

/** A visit can be marked done or no-show once it has started, while it holds its slot. */
const MARKABLE = ['booked', 'done', 'no_show'] as const;

/** The doctor's side of booking: availability, the day and week schedule, a visit's outcome and note. */
export function createDoctorPractice(deps: DoctorPracticeDependencies) {
  const { db, clock } = deps;

  /** The verified doctor's card (403 for anyone else; a doctor without a card yet has nothing to book). */
  async function ownDoctor(principal: Principal): Promise<BookingDoctorEntry> {
    if (principal.kind !== 'account' || !(await deps.isVerifiedDoctor(principal))) throw new ForbiddenError();
    const doctor = await deps.doctorOfAccount(principal.accountId);
    if (!doctor) throw notFound();
    return doctor;
  }

  async function visitOf(doctor: BookingDoctorEntry, row: StoredAppointment): Promise<DoctorVisit> {
    return doctorVisitOf(row, { doctor, facility: await deps.facilityOf(row.facilityId), paid: row.paidAt !== null });
  }

  async function ownVisit(principal: Principal, id: string) {
    const doctor = await ownDoctor(principal);
    if (!isRecordId(id)) throw notFound();
    const row = await findAppointment(db, principal, id, { doctorId: doctor.id });
    if (!row) throw notFound();
    return { doctor, row };
  }

  return {
    verifiedDoctorOnly: async (principal: Principal) => {
      await ownDoctor(principal);
    },

    async availability(principal: Principal): Promise<DoctorAvailability> {
      const doctor = await ownDoctor(principal);
      return deps.appointments.availabilityOf(doctor.id);
    },

    /** Replaces the doctor's hours and days off at once (422 by field); booked visits stay as they are. */
    async replaceAvailability(principal: Principal, update: DoctorAvailabilityUpdate): Promise<DoctorAvailability> {
      const doctor = await ownDoctor(principal);
      const facilityIds = new Set<string>();
      for (const facilityId of new Set(update.rules.map((rule) => rule.facilityId))) {
        if (isRecordId(facilityId) && (await deps.facilityOf(facilityId)) !== null) facilityIds.add(facilityId);
      }
      const schedule = checkAvailability(update, {
        services: new Map(doctor.services.map((service) => [service.id, service.meetingTypes])),
        facilityIds,
      });
      await db.transaction((tx) => replaceSchedule(tx, doctor.id, schedule));
      return deps.appointments.availabilityOf(doctor.id);
    },

    /** The doctor's visits of one day or one week from `date` (today by default), in the doctor's zone. */
    async schedule(principal: Principal, query: DoctorScheduleQuery): Promise<DoctorSchedule> {
      const doctor = await ownDoctor(principal);
      const { zone } = await deps.appointments.scheduleOf(doctor.id);
      const first =
        query.date === undefined ? DateTime.fromJSDate(clock(), { zone }).startOf('day') : dayIn(query.date, zone);
      if (!first) throw new ValidationError({ date: [BOOKING_MESSAGES.invalidDate] });
      const days = query.days === undefined ? 1 : Number(query.days);
      if (days !== 1 && days !== 7) throw new ValidationError({ days: ['Choose a day (1) or a week (7).'] });
      const end = first.plus({ days });
      const rows = await visitsOfDoctor(db, doctor.id, { from: first.toJSDate(), to: end.toJSDate() });
      return {
        zone,
        from: first.toISODate() ?? '',
        to: end.minus({ days: 1 }).toISODate() ?? '',
        visits: await Promise.all(rows.map((row) => visitOf(doctor, row))),
      };
    },

    /** Marks a visit that has started as done or no-show (409 before it starts, or for one not booked). */
    async markOutcome(principal: Principal, id: string, outcome: 'done' | 'no_show'): Promise<DoctorVisit> {
      const { doctor, row } = await ownVisit(principal, id);
      const now = clock();
      if (row.startsAt > now) throw new HttpError(409, BOOKING_MESSAGES.outcomeTooEarly);
      const moved = await moveAppointment(db, row.id, MARKABLE, { status: outcome, updatedAt: now });
      if (!moved) throw new HttpError(409, BOOKING_MESSAGES.outcomeTooEarly);
      return visitOf(doctor, moved);
    },

    /** Writes the short note the patient sees on the visit (an empty note removes it). */
    async writeNote(principal: Principal, id: string, note: string): Promise<DoctorVisit> {
      const { doctor, row } = await ownVisit(principal, id);
      const text = note.trim();
      if (text.length > VISIT_NOTE_MAX_LENGTH) {
        throw new ValidationError({ note: [`At most ${VISIT_NOTE_MAX_LENGTH} characters.`] });
      }
      const moved = await moveAppointment(db, row.id, [row.status], {
        note: text === '' ? null : text,
        updatedAt: clock(),
      });
      return visitOf(doctor, moved ?? row);
    },
  };
}

export type DoctorPractice = ReturnType<typeof createDoctorPractice>;
