import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  APPOINTMENT_HOLD_MINUTES,
  BOOKING_MESSAGES,
  MAX_SLOT_RANGE_DAYS,
  type Appointment,
  type AppointmentList,
  type YourDoctors,
  type BookAppointmentRequest,
  type BookableService,
  type BookingFacility,
  type DoctorAvailability,
  type DoctorAvailabilityUpdate,
  type FreeSlot,
  type FreeSlots,
  type FreeSlotsQuery,
  type RescheduleRequest,
} from '@labshop/shared-contracts/core/api/booking';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { systemPrincipal, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { BookingDoctorEntry } from '../doctors/service';
import type { OrdersService } from '../orders/service';
import { appointmentOf, bookingDoctorOf, doctorNameOf, freeSlotOf, isChangeable } from './booking-views';
import { dayIn, openSlots, type OpenSlot } from './slot-calendar';
import {
  appointmentsOfAccount,
  findAppointment,
  heldForOrder,
  insertAppointment,
  moveAppointment,
  releaseRunOutHoldsAt,
  runOutHolds,
  schedulesOf,
  takenStarts,
  takeDueReminders,
  type StoredAppointment,
  type StoredSchedule,
} from './store';
import { visitConfirmationMail, visitReminderSms, type VisitFacts } from './visit-messages';

export interface AppointmentsDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'siteUrl'>;
  outbox: MessageOutbox;
  /** Doctors and their services, asked of the doctors module. */
  doctors: {
    all(): Promise<BookingDoctorEntry[]>;
    byIds(ids: readonly string[]): Promise<BookingDoctorEntry[]>;
    ofService(serviceId: string): Promise<BookingDoctorEntry | null>;
    ofAccount(accountId: string): Promise<BookingDoctorEntry | null>;
  };
  /** A facility as booking names it, asked of the collection points. */
  facilityOf(facilityId: string): Promise<BookingFacility | null>;
  orders: Pick<OrdersService, 'placeForVisit' | 'lockStatus' | 'moveStatus'>;
  /** The refund of a paid order through its provider, asked of the payments. */
  refundPaidOrder(orderId: string): Promise<unknown>;
  /** The account's people, asked of the accounts module. */
  people: {
    holder(accountId: string): Promise<{ firstName: string; lastName: string; email: string; phone: string } | null>;
    patientsOf(principal: Principal): Promise<{ id: string; firstName: string; lastName: string }[]>;
  };
}

export const DEFAULT_ZONE = 'Europe/Warsaw';
/** The reminder goes out once, this many hours before the visit. */
export const REMINDER_HOURS = 24;
const SLOTS_OFFERED_WHEN_TAKEN = 5;

/** The shop releases holds, sends reminders and settles payments for everyone alike. */
const SHOP = systemPrincipal('release unpaid holds, send visit reminders, settle visit payments');

export function createAppointmentsService(deps: AppointmentsDependencies) {
  const { db, clock } = deps;

  async function serviceOrNotFound(serviceId: string) {
    if (!isRecordId(serviceId)) throw notFound();
    const doctor = await deps.doctors.ofService(serviceId);
    const service = doctor?.services.find((candidate) => candidate.id === serviceId);
    if (!doctor || !service) throw notFound();
    return { doctor, service };
  }

  async function scheduleOf(doctorId: string): Promise<StoredSchedule> {
    const schedule = (await schedulesOf(db, [doctorId], DEFAULT_ZONE)).get(doctorId);
    if (!schedule) throw new Error(`No schedule read for ${doctorId}`);
    return schedule;
  }

  /** The free slots of one doctor's schedule between two days of its zone, for one service or all. */
  async function freeSlotsOf(
    doctorId: string,
    schedule: StoredSchedule,
    days: { first: DateTime; last: DateTime },
    filter: { serviceId?: string; meetingType?: string },
    now: Date,
  ): Promise<OpenSlot[]> {
    const rules = schedule.rules.filter(
      (rule) =>
        (filter.serviceId === undefined || rule.serviceId === filter.serviceId) &&
        (filter.meetingType === undefined || rule.meetingType === filter.meetingType),
    );
    const open = openSlots(
      rules,
      new Set(schedule.daysOff.map((day) => day.date)),
      schedule.zone,
      days.first,
      days.last,
    );
    const future = open.filter((slot) => slot.startsAt > now);
    if (future.length === 0) return [];
    const taken = await takenStarts(
      db,
      [doctorId],
      { from: future[0]!.startsAt, to: new Date(future.at(-1)!.startsAt.getTime() + 1) },
      now,
    );
    const takenAt = new Set(taken.map((row) => row.startsAt.getTime()));
    return future.filter((slot) => !takenAt.has(slot.startsAt.getTime()));
  }

  async function nextFreeSlots(doctorId: string, serviceId: string, now: Date): Promise<FreeSlot[]> {
    const schedule = await scheduleOf(doctorId);
    const first = DateTime.fromJSDate(now, { zone: schedule.zone }).startOf('day');
    const free = await freeSlotsOf(doctorId, schedule, { first, last: first.plus({ days: 30 }) }, { serviceId }, now);
    return free.slice(0, SLOTS_OFFERED_WHEN_TAKEN).map(freeSlotOf);
  }

  /**
   * The slot a booking names, checked against the doctor's hours (422 on the field at fault); the matching open
   * slot when it is one.
   */
  async function checkedSlot(
    doctorId: string,
    serviceId: string,
    startsAtText: string,
    meetingType: string,
    now: Date,
  ): Promise<{ slot: OpenSlot; zone: string }> {
    const startsAt = DateTime.fromISO(startsAtText, { setZone: true });
    if (!startsAt.isValid) throw new ValidationError({ startsAt: [BOOKING_MESSAGES.invalidDate] });
    if (startsAt.toJSDate() <= now) throw new ValidationError({ startsAt: [BOOKING_MESSAGES.past] });
    const schedule = await scheduleOf(doctorId);
    const day = startsAt.setZone(schedule.zone).startOf('day');
    const open = openSlots(
      schedule.rules.filter((rule) => rule.serviceId === serviceId),
      new Set(schedule.daysOff.map((off) => off.date)),
      schedule.zone,
      day,
      day,
    );
    const slot = open.find((candidate) => candidate.startsAt.getTime() === startsAt.toMillis());
    if (!slot) throw new ValidationError({ startsAt: [BOOKING_MESSAGES.outsideAvailability] });
    if (!slot.meetingTypes.some((type) => type === meetingType)) {
      throw new ValidationError({ meetingType: [BOOKING_MESSAGES.meetingTypeNotOffered] });
    }
    return { slot, zone: schedule.zone };
  }

  async function slotTaken(doctorId: string, serviceId: string, now: Date): Promise<HttpError> {
    return new HttpError(409, BOOKING_MESSAGES.slotTaken, {
      nextSlots: await nextFreeSlots(doctorId, serviceId, now),
    });
  }

  /** Frees, in `tx`, the slot of holds that ran out, with their orders (a payment arriving later is refunded). */
  async function releaseHolds(tx: DatabaseExecutor, released: { orderId: string }[], now: Date) {
    for (const hold of released) {
      await deps.orders.moveStatus(tx, SHOP, {
        orderId: hold.orderId,
        status: 'expired',
        from: ['pending_payment', 'failed'],
        now,
      });
    }
  }

  async function shaped(principal: Principal, rows: StoredAppointment[]): Promise<Appointment[]> {
    const doctors = new Map((await deps.doctors.byIds(rows.map((row) => row.doctorId))).map((d) => [d.id, d]));
    const facilities = new Map<string, BookingFacility | null>();
    for (const facilityId of new Set(rows.map((row) => row.facilityId))) {
      facilities.set(facilityId, await deps.facilityOf(facilityId));
    }
    const now = clock();
    return rows.map((row) => {
      const doctor = doctors.get(row.doctorId);
      if (!doctor) throw new Error(`The doctor of appointment ${row.id} is gone`);
      return appointmentOf(row, {
        doctor,
        facility: facilities.get(row.facilityId) ?? null,
        paid: row.paidAt !== null,
        now,
      });
    });
  }

  async function ownAppointment(principal: Principal, id: string, tx: DatabaseExecutor = db, lock = false) {
    if (!isRecordId(id) || principal.kind !== 'account') throw notFound();
    // A doctor acting as doctor reads visits through the schedule; here every account reads its own bookings.
    const own: Principal = { ...principal, role: 'patient' };
    const row = await findAppointment(tx, own, id, { lock });
    if (!row) throw notFound();
    return row;
  }

  async function factsOf(row: StoredAppointment): Promise<VisitFacts> {
    const [doctor] = await deps.doctors.byIds([row.doctorId]);
    const facility = await deps.facilityOf(row.facilityId);
    const service = doctor?.services.find((candidate) => candidate.id === row.serviceId);
    return {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      zone: row.zone,
      doctorName: doctor ? doctorNameOf(doctor) : '',
      serviceName: service?.name ?? '',
      meetingType: row.meetingType,
      place: facility ? `${facility.name}, ${facility.street}, ${facility.postalCode} ${facility.city}` : null,
    };
  }

  /** Queues, in `tx`, the confirmation e-mail of a visit now booked (once per visit). */
  async function confirmIn(tx: DatabaseExecutor, row: StoredAppointment): Promise<void> {
    const holder = await deps.people.holder(row.accountId);
    if (!holder) return;
    await deps.outbox.queueMail(tx, visitConfirmationMail(holder.email, await factsOf(row), deps.config.siteUrl), {
      kind: 'visit-confirmation',
      key: `visit-confirmation:${row.id}`,
    });
  }

  return {
    /** The service the choose-date page books, with its doctor and where they receive for it. */
    async bookableService(serviceId: string): Promise<BookableService> {
      const { doctor, service } = await serviceOrNotFound(serviceId);
      const schedule = await scheduleOf(doctor.id);
      const facilityIds = [
        ...new Set(schedule.rules.filter((rule) => rule.serviceId === serviceId).map((rule) => rule.facilityId)),
      ];
      const facilities = (await Promise.all(facilityIds.map((id) => deps.facilityOf(id)))).filter(
        (facility): facility is BookingFacility => facility !== null,
      );
      return {
        id: service.id,
        code: service.code,
        name: service.name,
        priceMinor: service.priceMinor,
        currency: deps.config.currency,
        meetingTypes: service.meetingTypes,
        doctor: {
          slug: doctor.slug,
          firstName: doctor.firstName,
          lastName: doctor.lastName,
          title: doctor.title,
          mainCategory: doctor.mainCategory,
        },
        facilities,
        zone: schedule.zone,
      };
    },

    /** The free slots of one service over a range of days in the clinic's zone (past, taken and held left out). */
    async freeSlots(serviceId: string, query: FreeSlotsQuery): Promise<FreeSlots> {
      const { doctor } = await serviceOrNotFound(serviceId);
      const schedule = await scheduleOf(doctor.id);
      const first = dayIn(query.from, schedule.zone);
      const last = query.to === undefined ? first?.plus({ days: 6 }) : dayIn(query.to, schedule.zone);
      if (!first) throw new ValidationError({ from: [BOOKING_MESSAGES.invalidDate] });
      if (!last) throw new ValidationError({ to: [BOOKING_MESSAGES.invalidDate] });
      const days = Math.round(last.diff(first, 'days').days) + 1;
      if (days < 1 || days > MAX_SLOT_RANGE_DAYS) throw new ValidationError({ to: [BOOKING_MESSAGES.badRange] });
      const free = await freeSlotsOf(
        doctor.id,
        schedule,
        { first, last },
        { serviceId, ...(query.meetingType ? { meetingType: query.meetingType } : {}) },
        clock(),
      );
      return { zone: schedule.zone, slots: free.map(freeSlotOf) };
    },

    /**
     * Books a slot for the account holder or one of the account's patients. The order that carries its payment and
     * the appointment are written in one transaction; the unique index on the doctor's active slots decides
     * between bookings sent at once, so exactly one takes it and the others hear 409 with the next free slots.
     * Paid online: held APPOINTMENT_HOLD_MINUTES for the payment. At the facility: booked at once.
     */
    async book(principal: Principal, request: BookAppointmentRequest): Promise<Appointment> {
      if (principal.kind !== 'account') throw notFound();
      const now = clock();
      const { doctor, service } = await serviceOrNotFound(request.serviceId);
      if (!service.meetingTypes.some((type) => type === request.meetingType)) {
        throw new ValidationError({ meetingType: [BOOKING_MESSAGES.meetingTypeNotOffered] });
      }
      const { slot, zone } = await checkedSlot(doctor.id, service.id, request.startsAt, request.meetingType, now);
      const payAtFacility = request.paymentMethod === 'at_facility';
      // meet, online, phone_call and telemedecine are all video or phone visits (spec §3): nothing is paid on site.
      if (payAtFacility) throw new ValidationError({ paymentMethod: [BOOKING_MESSAGES.payOnline] });
      const holder = await deps.people.holder(principal.accountId);
      if (!holder) throw notFound();
      let patient: { id: string | null; firstName: string; lastName: string } = {
        id: null,
        firstName: holder.firstName,
        lastName: holder.lastName,
      };
      if (request.patientId !== null) {
        const found = (await deps.people.patientsOf(principal)).find((person) => person.id === request.patientId);
        if (!found) throw new ValidationError({ patientId: [BOOKING_MESSAGES.unknownPatient] });
        patient = found;
      }

      const id = randomUUID();
      const written = await db
        .transaction(async (tx) => {
          await releaseHolds(
            tx,
            await releaseRunOutHoldsAt(tx, { doctorId: doctor.id, startsAt: slot.startsAt }, now),
            now,
          );
          const orderId = await deps.orders.placeForVisit(tx, {
            visitId: id,
            accountId: principal.accountId,
            email: holder.email,
            facilityId: slot.facilityId,
            payAtFacility,
            label: `${service.name} – ${doctorNameOf(doctor)}`,
            priceMinor: service.priceMinor,
            now,
          });
          const row = await insertAppointment(tx, {
            id,
            accountId: principal.accountId,
            patientId: patient.id,
            patientFirstName: patient.firstName,
            patientLastName: patient.lastName,
            contactPhone: holder.phone,
            doctorId: doctor.id,
            serviceId: service.id,
            facilityId: slot.facilityId,
            meetingType: request.meetingType,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            zone,
            status: payAtFacility ? 'booked' : 'held',
            paymentMethod: request.paymentMethod,
            priceMinor: service.priceMinor,
            currency: deps.config.currency,
            orderId,
            holdExpiresAt: payAtFacility ? null : new Date(now.getTime() + APPOINTMENT_HOLD_MINUTES * 60_000),
            createdAt: now,
            updatedAt: now,
          });
          // Taken: nothing of this booking stays, its order included.
          if (!row) throw new SlotTakenSignal();
          if (payAtFacility) await confirmIn(tx, row);
          return row;
        })
        .catch(async (error: unknown) => {
          if (error instanceof SlotTakenSignal) throw await slotTaken(doctor.id, service.id, now);
          throw error;
        });
      const [shapedRow] = await shaped(principal, [written]);
      return shapedRow!;
    },

    /**
     * The order of a held visit was paid (in the payment's transaction `tx`): the visit is booked and confirmed.
     * An order whose visit was released before the money came is not this visit's any more: its order was expired
     * with the release, so the payment is refunded by the orders' own rule and never reaches here.
     */
    async settlePaidOrder(tx: DatabaseExecutor, paid: { orderId: string; now: Date }): Promise<void> {
      const held = await heldForOrder(tx, paid.orderId);
      if (!held) return;
      const booked = await moveAppointment(tx, held.id, ['held'], {
        status: 'booked',
        paidAt: paid.now,
        holdExpiresAt: null,
        updatedAt: paid.now,
      });
      if (booked) await confirmIn(tx, booked);
    },

    /**
     * Releases every hold whose time ran out: the slot is free again and its order expires, so money that still
     * arrives is refunded. Each in its own transaction, the order locked first (as a payment locks it), so a
     * payment and a release never both win. Answers how many were released.
     */
    async releaseRunOutHolds(): Promise<number> {
      const now = clock();
      let released = 0;
      for (const hold of await runOutHolds(db, now)) {
        const done = await db.transaction(async (tx) => {
          const status = await deps.orders.lockStatus(tx, SHOP, hold.orderId);
          if (status === 'paid') return false;
          const moved = await moveAppointment(tx, hold.id, ['held'], { status: 'released', updatedAt: now });
          if (!moved) return false;
          await releaseHolds(tx, [hold], now);
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },

    /** Queues the SMS reminder of every booked visit starting within REMINDER_HOURS, once per visit. */
    async queueDueReminders(): Promise<number> {
      const now = clock();
      return db.transaction(async (tx) => {
        const due = await takeDueReminders(tx, now, REMINDER_HOURS);
        for (const row of due) {
          if (!row.contactPhone) continue;
          await deps.outbox.queueSms(tx, visitReminderSms(row.contactPhone, await factsOf(row)), {
            kind: 'visit-reminder',
            key: `visit-reminder:${row.id}`,
          });
        }
        return due.length;
      });
    },

    async appointment(principal: Principal, id: string): Promise<Appointment> {
      const [shapedRow] = await shaped(principal, [await ownAppointment(principal, id)]);
      return shapedRow!;
    },

    /** The account's upcoming or past visits, for every patient of the account. */
    async list(principal: Principal, when: 'upcoming' | 'past'): Promise<AppointmentList> {
      return { appointments: await shaped(principal, await appointmentsOfAccount(db, principal, when, clock())) };
    },

    /** The doctors the account's patients have seen (a visit done, or booked and over), latest visit first. */
    async yourDoctors(principal: Principal): Promise<YourDoctors> {
      const now = clock();
      const seen = (await appointmentsOfAccount(db, principal, 'past', now)).filter(
        (row) => row.status === 'done' || (row.status === 'booked' && row.endsAt <= now),
      );
      const lastVisit = new Map<string, Date>();
      for (const row of seen) if (!lastVisit.has(row.doctorId)) lastVisit.set(row.doctorId, row.startsAt);
      const doctors = await deps.doctors.byIds([...lastVisit.keys()]);
      return {
        doctors: doctors
          .map((doctor) => ({ doctor: bookingDoctorOf(doctor), lastVisitAt: lastVisit.get(doctor.id)!.toISOString() }))
          .sort((a, b) => b.lastVisitAt.localeCompare(a.lastVisitAt)),
      };
    },

    /** The stored appointment the account booked (for the room and the calendar file); 404 otherwise. */
    ownAppointment: (principal: Principal, id: string) => ownAppointment(principal, id),

    shaped,
    factsOf,

    /**
     * Cancels a visit, free of charge until FREE_CANCELLATION_HOURS before it: its order is cancelled, and a paid
     * one refunded through its provider.
     */
    async cancel(principal: Principal, id: string): Promise<Appointment> {
      const now = clock();
      const row = await ownAppointment(principal, id);
      const cancelled = await db.transaction(async (tx) => {
        const status = await deps.orders.lockStatus(tx, SHOP, row.orderId);
        const locked = await ownAppointment(principal, id, tx, true);
        if (locked.status !== 'held' && locked.status !== 'booked') {
          throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
        }
        if (!isChangeable(locked, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
        const moved = await moveAppointment(tx, id, ['held', 'booked'], { status: 'cancelled', updatedAt: now });
        if (status !== 'paid') {
          await deps.orders.moveStatus(tx, SHOP, {
            orderId: locked.orderId,
            status: 'cancelled',
            from: ['pending_payment', 'failed', 'awaiting_payment_at_visit'],
            now,
          });
        }
        return { row: moved!, paid: status === 'paid' };
      });
      if (cancelled.paid) await deps.refundPaidOrder(row.orderId);
      const [shapedRow] = await shaped(principal, [cancelled.row]);
      return shapedRow!;
    },

    /**
     * Moves a visit to another free slot of the same service (same payment), until FREE_CANCELLATION_HOURS before
     * it. The new slot is taken by the same unique index as a booking: 409 with the next free slots when taken.
     */
    async reschedule(principal: Principal, id: string, request: RescheduleRequest): Promise<Appointment> {
      const now = clock();
      const row = await ownAppointment(principal, id);
      if (row.status !== 'held' && row.status !== 'booked') throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      if (!isChangeable(row, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
      const meetingType = request.meetingType ?? row.meetingType;
      const { slot } = await checkedSlot(row.doctorId, row.serviceId, request.startsAt, meetingType, now);
      const moved = await db
        .transaction(async (tx) => {
          await releaseHolds(
            tx,
            await releaseRunOutHoldsAt(tx, { doctorId: row.doctorId, startsAt: slot.startsAt }, now),
            now,
          );
          const locked = await ownAppointment(principal, id, tx, true);
          if (!isChangeable(locked, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
          // A savepoint: a taken slot fails the update alone, answered as taken rather than as an error.
          try {
            return await tx.transaction(async (inner) =>
              moveAppointment(inner, id, ['held', 'booked'], {
                startsAt: slot.startsAt,
                endsAt: slot.endsAt,
                facilityId: slot.facilityId,
                meetingType,
                reminderQueuedAt: null,
                updatedAt: now,
              }),
            );
          } catch (error) {
            if (isUniqueViolation(error)) throw new SlotTakenSignal();
            throw error;
          }
        })
        .catch(async (error: unknown) => {
          if (error instanceof SlotTakenSignal) throw await slotTaken(row.doctorId, row.serviceId, now);
          throw error;
        });
      if (!moved) throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      const [shapedRow] = await shaped(principal, [moved]);
      return shapedRow!;
    },

    /** The doctor's zone, weekly hours and days off, as the availability screen edits them. */
    async availabilityOf(doctorId: string): Promise<DoctorAvailability> {
      const schedule = await scheduleOf(doctorId);
      return {
        zone: schedule.zone,
        rules: schedule.rules,
        exceptions: schedule.daysOff.map((day) => ({ date: day.date, reason: day.reason })),
      };
    },

    scheduleOf,
    freeSlotsOf,
  };
}

/** Thrown inside a booking's transaction when its slot is taken, to roll back everything it wrote. */
class SlotTakenSignal extends Error {}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

export type { DoctorAvailabilityUpdate };
