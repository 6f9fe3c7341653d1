import {
  type BookingFacility,
  type DoctorSearchAnswer,
  type DoctorSearchQuery,
  type DoctorSearchResult,
  type FreeSlot,
} from '@labshop/shared-contracts/core/api/booking';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { BookingDoctorEntry } from '../doctors/service';
import { bookingDoctorOf } from './booking-views';
import { nextSlotsOf } from './kept-next-slots';
import type { StoredNextSlot } from './store/free-slot-summaries';

export { NEXT_SLOT_DAYS } from './next-slot-summary';

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
 * services in the next NEXT_SLOT_DAYS days. The next free slots are read from the summaries kept of each doctor
 * (worked out again only for those whose slots changed), so a search does not work out every doctor's calendar.
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

  /**
   * The earliest of the doctor's next free slots that the query takes, with every meeting type a matching rule
   * offers at that time for that service (the facility is that of the first such rule).
   */
  function nextSlot(
    doctor: BookingDoctorEntry,
    nextSlots: readonly StoredNextSlot[],
    query: DoctorSearchQuery,
  ): FreeSlot | null {
    const serviceIds = new Set(doctor.services.filter((service) => serviceMatches(service, query)).map((s) => s.id));
    const matching = nextSlots.filter(
      (slot) =>
        serviceIds.has(slot.serviceId) &&
        (query.meetingType === undefined || slot.meetingType === query.meetingType) &&
        (query.facilityId === undefined || slot.facilityId === query.facilityId),
    );
    let first: StoredNextSlot | undefined;
    for (const slot of matching) if (first === undefined || slot.startsAt < first.startsAt) first = slot;
    if (first === undefined) return null;
    const { serviceId, startsAt } = first;
    const meetingTypes = [
      ...new Set(
        matching.filter((slot) => slot.serviceId === serviceId && slot.startsAt === startsAt).map((s) => s.meetingType),
      ),
    ];
    return {
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(first.endsAt).toISOString(),
      serviceId,
      facilityId: first.facilityId,
      meetingTypes: meetingTypes as FreeSlot['meetingTypes'],
    };
  }

  return {
    async search(query: DoctorSearchQuery): Promise<DoctorSearchAnswer> {
      const now = deps.clock();
      const found = (await deps.doctors()).filter((doctor) => matches(doctor, query));
      const nextSlotsBy = await nextSlotsOf(
        deps.db,
        found.map((doctor) => doctor.id),
        deps.defaultZone,
        now,
      );
      const facilities = new Map<string, Promise<BookingFacility | null>>();
      const facilityOf = (id: string | null) => {
        if (id === null) return null;
        let facility = facilities.get(id);
        if (!facility) {
          facility = deps.facilityOf(id);
          facilities.set(id, facility);
        }
        return facility;
      };
      const results: DoctorSearchResult[] = [];
      for (const doctor of found) {
        const slot = nextSlot(doctor, nextSlotsBy.get(doctor.id) ?? [], query);
        if (query.facilityId !== undefined && slot === null && doctor.facilityId !== query.facilityId) continue;
        results.push({
          doctor: bookingDoctorOf(doctor),
          specializations: doctor.specializations,
          facility: await facilityOf(doctor.facilityId),
          services: doctor.services
            .filter((service) => serviceMatches(service, query))
            .map(({ doctorId: _doctorId, ...service }) => service),
          nextSlot: slot,
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
