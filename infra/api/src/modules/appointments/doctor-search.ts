import { DateTime } from 'luxon';
import {
  type BookingFacility,
  type DoctorSearchAnswer,
  type DoctorSearchQuery,
  type DoctorSearchResult,
} from '@labshop/shared-contracts/core/api/booking';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { BookingDoctorEntry } from '../doctors/service';
import { bookingDoctorOf, freeSlotOf } from './booking-views';
import { calendarDays, openSlotsOfDay, type OpenSlot } from './slot-calendar';
import { schedulesOf, takenStarts, type StoredSchedule } from './store';

/** How far ahead the search looks for a doctor's next free slot. */
export const NEXT_SLOT_DAYS = 30;

export interface DoctorSearchDependencies {
  db: Database;
  clock: Clock;
  currency: string;
  defaultZone: string;
  doctors(): Promise<BookingDoctorEntry[]>;
  facilityOf(facilityId: string): Promise<BookingFacility | null>;
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * Doctors by specialization, facility, service and meeting type, each with the earliest free slot of the matching
 * services in the next NEXT_SLOT_DAYS days. One read of every matching doctor's hours and one of their taken slots.
 */
export function createDoctorSearch(deps: DoctorSearchDependencies) {
  function matches(doctor: BookingDoctorEntry, query: DoctorSearchQuery): boolean {
    const specialization = folded(query.specialization ?? '');
    if (
      specialization !== '' &&
      folded(doctor.mainCategory) !== specialization &&
      !doctor.specializations.some((name) => folded(name) === specialization)
    ) {
      return false;
    }
    return doctor.services.some((service) => serviceMatches(service, query));
  }

  function serviceMatches(service: BookingDoctorEntry['services'][number], query: DoctorSearchQuery): boolean {
    if (query.service !== undefined && query.service !== '' && service.code !== query.service) return false;
    return query.meetingType === undefined || service.meetingTypes.includes(query.meetingType);
  }

  function nextSlot(
    doctor: BookingDoctorEntry,
    schedule: StoredSchedule,
    query: DoctorSearchQuery,
    taken: ReadonlySet<number>,
    now: Date,
    days: readonly number[],
  ): OpenSlot | null {
    const serviceIds = new Set(doctor.services.filter((service) => serviceMatches(service, query)).map((s) => s.id));
    const rules = schedule.rules.filter(
      (rule) =>
        serviceIds.has(rule.serviceId) &&
        (query.meetingType === undefined || rule.meetingType === query.meetingType) &&
        (query.facilityId === undefined || rule.facilityId === query.facilityId),
    );
    if (rules.length === 0) return null;
    const daysOff = new Set(schedule.daysOff.map((day) => day.date));
    // Day by day, stopping at the first free slot: most doctors have one within days.
    for (const noon of days) {
      const free = openSlotsOfDay(rules, daysOff, schedule.zone, noon).find(
        (slot) => slot.startsAt > now && !taken.has(slot.startsAt.getTime()),
      );
      if (free) return free;
    }
    return null;
  }

  return {
    async search(query: DoctorSearchQuery): Promise<DoctorSearchAnswer> {
      const now = deps.clock();
      const found = (await deps.doctors()).filter((doctor) => matches(doctor, query));
      const ids = found.map((doctor) => doctor.id);
      const schedules = await schedulesOf(deps.db, ids, deps.defaultZone);
      const takenRows = await takenStarts(
        deps.db,
        ids,
        { from: now, to: new Date(now.getTime() + (NEXT_SLOT_DAYS + 1) * 86_400_000) },
        now,
      );
      const takenBy = new Map<string, Set<number>>();
      for (const row of takenRows) {
        const set = takenBy.get(row.doctorId) ?? new Set<number>();
        set.add(row.startsAt.getTime());
        takenBy.set(row.doctorId, set);
      }
      const facilities = new Map<string, BookingFacility | null>();
      const facilityOf = async (id: string | null) => {
        if (id === null) return null;
        if (!facilities.has(id)) facilities.set(id, await deps.facilityOf(id));
        return facilities.get(id) ?? null;
      };
      // The days ahead in each zone, worked out once per search rather than once per doctor.
      const daysByZone = new Map<string, number[]>();
      const daysIn = (zone: string) => {
        let days = daysByZone.get(zone);
        if (!days) {
          const today = DateTime.fromJSDate(now, { zone }).startOf('day');
          days = calendarDays(zone, today, today.plus({ days: NEXT_SLOT_DAYS - 1 }));
          daysByZone.set(zone, days);
        }
        return days;
      };
      const results: DoctorSearchResult[] = [];
      for (const doctor of found) {
        const schedule = schedules.get(doctor.id);
        if (!schedule) continue;
        const slot = nextSlot(doctor, schedule, query, takenBy.get(doctor.id) ?? new Set(), now, daysIn(schedule.zone));
        if (query.facilityId !== undefined && slot === null && doctor.facilityId !== query.facilityId) continue;
        results.push({
          doctor: bookingDoctorOf(doctor),
          specializations: doctor.specializations,
          facility: await facilityOf(doctor.facilityId),
          services: doctor.services
            .filter((service) => serviceMatches(service, query))
            .map(({ doctorId: _doctorId, ...service }) => service),
          nextSlot: slot === null ? null : freeSlotOf(slot),
        });
      }
      // Those with a free slot first, soonest first; then the others by name (the order they were read in).
      results.sort((a, b) => {
        if (a.nextSlot === null || b.nextSlot === null) return a.nextSlot === null ? (b.nextSlot === null ? 0 : 1) : -1;
        return a.nextSlot.startsAt.localeCompare(b.nextSlot.startsAt);
      });
      return { zone: deps.defaultZone, currency: deps.currency, doctors: results };
    },
  };
}

export type DoctorSearch = ReturnType<typeof createDoctorSearch>;
