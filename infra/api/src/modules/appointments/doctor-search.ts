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
import { openSlots, type OpenSlot } from './slot-calendar';
import { schedulesOf, takenStarts, type StoredSchedule } from './store';

/** How far ahead the search looks for a doctor's next free slot. */
export const NEXT_SLOT_DAYS = 30;
/** The search looks a few days ahead first and widens only for doctors with nothing free that soon. */
const WINDOWS = [3, 10, NEXT_SLOT_DAYS];

export interface DoctorSearchDependencies {
  db: Database;
  clock: Clock;
  currency: string;
  defaultZone: string;
  doctors(): Promise<BookingDoctorEntry[]>;
  facilityOf(facilityId: string): Promise<BookingFacility | null>;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * Doctors by specialization, facility, service and meeting type, each with the earliest free slot of the matching
 * services in the next NEXT_SLOT_DAYS days. One read of every matching doctor's hours and one of their taken slots.
 */
export function createDoctorSearch(deps: DoctorSearchDependencies) {
  function matches(doctor: BookingDoctorEntry, query: DoctorSearchQuery): boolean {
    const { specialization } = query;
    if (
      specialization !== undefined &&
      specialization.trim() !== '' &&
      !same(doctor.mainCategory, specialization.trim()) &&
      !doctor.specializations.some((name) => same(name, specialization.trim()))
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
    const today = DateTime.fromJSDate(now, { zone: schedule.zone }).startOf('day');
    let from = today;
    for (const days of WINDOWS) {
      const last = today.plus({ days: days - 1 });
      const free = openSlots(rules, daysOff, schedule.zone, from, last).find(
        (slot) => slot.startsAt > now && !taken.has(slot.startsAt.getTime()),
      );
      if (free) return free;
      from = last.plus({ days: 1 });
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
      const results: DoctorSearchResult[] = [];
      for (const doctor of found) {
        const schedule = schedules.get(doctor.id);
        if (!schedule) continue;
        const slot = nextSlot(doctor, schedule, query, takenBy.get(doctor.id) ?? new Set(), now);
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
