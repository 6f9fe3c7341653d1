import { DateTime } from 'luxon';
import {
  BOOKING_MESSAGES,
  MAX_SLOT_RANGE_DAYS,
  type BookableService,
  type BookingFacility,
  type DoctorAvailability,
  type FreeSlot,
  type FreeSlots,
  type FreeSlotsQuery,
} from '@labshop/shared-contracts/core/api/booking';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { DEFAULT_ZONE, type AppointmentsDependencies } from './appointments-dependencies';
import { freeSlotOf } from './booking-views';
import { dayIn, openSlots, type OpenSlot } from './slot-calendar';
import { schedulesOf, takenStartsOfDoctor, type StoredSchedule } from './store';

const SLOTS_OFFERED_WHEN_TAKEN = 5;

/**
 * A doctor's hours and the slots they leave free: what a patient may choose, the check of a slot a booking names,
 * and the next free slots offered when the chosen one was taken.
 */
export function createFreeSlots(
  deps: Pick<AppointmentsDependencies, 'db' | 'clock' | 'config' | 'doctors' | 'facilityOf'>,
) {
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
    const takenAt = await takenStartsOfDoctor(
      db,
      doctorId,
      { from: future[0]!.startsAt, to: new Date(future.at(-1)!.startsAt.getTime() + 1) },
      now,
    );
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

  /** The answer to a booking whose slot another took: 409 with the service's next free slots. */
  async function slotTaken(doctorId: string, serviceId: string, now: Date): Promise<HttpError> {
    return new HttpError(409, BOOKING_MESSAGES.slotTaken, {
      nextSlots: await nextFreeSlots(doctorId, serviceId, now),
    });
  }

  return {
    serviceOrNotFound,
    scheduleOf,
    freeSlotsOf,
    checkedSlot,
    slotTaken,

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

    /** The doctor's zone, weekly hours and days off, as the availability screen edits them. */
    async availabilityOf(doctorId: string): Promise<DoctorAvailability> {
      const schedule = await scheduleOf(doctorId);
      return {
        zone: schedule.zone,
        rules: schedule.rules,
        exceptions: schedule.daysOff.map((day) => ({ date: day.date, reason: day.reason })),
      };
    },
  };
}

export type FreeSlotFinder = ReturnType<typeof createFreeSlots>;
