import fp from 'fastify-plugin';
import type { City } from '@labshop/shared-contracts/core/api/locations';
import type { HomeVisit, HomeVisitDaysAnswer } from '@labshop/shared-contracts/core/api/home-visits';
import type { Database, DatabaseExecutor } from '../../db/client';
import { SYSTEM_CLOCK, type Clock } from '../../platform/clock';
import { ValidationError } from '../../platform/errors';
import { resolveLocation, type LocationParameters, type PricingLocation } from './chosen-location';
import {
  bookedVisitKey,
  homeVisitDates,
  homeVisitDays,
  homeVisitError,
  weekdayOf,
  type BookedVisit,
} from './home-visit-days';
import { listCities, listHomeVisitWindows, lockHomeVisitWindow } from './store';
import { readPlaces, type StoredPlace } from './stored-places';

// Polish names ('Łódź') sort as a Polish reader expects, whatever the database's collation.
const POLISH_ORDER = new Intl.Collator('pl');

/**
 * The visits orders hold in a city's windows on the days from `first` to `last`, each with how many orders hold it:
 * asked of the orders service, which keeps the orders.
 */
export type BookedVisitsOf = (
  cityId: string,
  days: { first: string; last: string },
) => Promise<readonly (BookedVisit & { count: number })[]>;

/** Where no orders are kept (the demo data's own places), no window holds a visit. */
const NO_BOOKED_VISITS: BookedVisitsOf = async () => [];

export function createLocationsService(
  db: Database,
  clock: Clock = SYSTEM_CLOCK,
  bookedVisitsOf: BookedVisitsOf = NO_BOOKED_VISITS,
) {
  return {
    async listCities(): Promise<City[]> {
      const rows = await listCities(db);
      return rows.sort((a, b) => POLISH_ORDER.compare(a.name, b.name));
    },

    /** The home-service city or collection point a request names (422 when it does not exist), or null. */
    async resolve(parameters: LocationParameters): Promise<PricingLocation | null> {
      return resolveLocation(db, parameters);
    },

    /**
     * The days and windows nurses visit homes in a city with home service, each window full once as many orders hold
     * it as its capacity (422 on `city_uuid` for another place).
     */
    async homeVisitDays(cityUuid: string): Promise<HomeVisitDaysAnswer> {
      const location = await resolveLocation(db, { city_uuid: cityUuid });
      if (location?.kind !== 'home-service') throw new ValidationError({ city_uuid: ['must be a city'] });
      const now = clock();
      const [windows, booked] = await Promise.all([
        listHomeVisitWindows(db, location.cityId),
        bookedVisitsOf(location.cityId, homeVisitDates(now)),
      ]);
      const counts = new Map(booked.map((visit) => [bookedVisitKey(visit), visit.count]));
      return { cityUuid, days: homeVisitDays(windows, now, counts) };
    },

    /**
     * How many visits the city's nurses can make in the visit's window on its day, the window locked until the
     * order's transaction `tx` ends, so orders for it are counted and written one at a time; null when the city has
     * no such window.
     */
    lockHomeVisitWindow: (tx: DatabaseExecutor, cityId: string, visit: BookedVisit) =>
      lockHomeVisitWindow(tx, { cityId, weekday: weekdayOf(visit.date), from: visit.from, to: visit.to }),

    /**
     * Why the visit chosen for a home service in the city cannot be booked (a time past or not offered), or null.
     * Checked when the order is placed, against the windows as they are then.
     */
    async homeVisitProblem(cityId: string, visit: HomeVisit): Promise<string | null> {
      return homeVisitError(await listHomeVisitWindows(db, cityId), visit, clock());
    },

    /** The places referrals or orders keep, as they are now: one call for a whole list, each place read once. */
    placesOf: (stored: readonly StoredPlace[]) => readPlaces(db, stored),
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
/** What other modules name when they ask for the places they keep. */
export type { KnownPlaces, StoredPlace } from './stored-places';

declare module 'fastify' {
  interface FastifyInstance {
    locations: LocationsService;
  }
}

export default fp(
  async function locationsService(fastify) {
    fastify.decorate(
      'locations',
      // The orders service registers after this one (it places orders in these places), and is asked only while a
      // request runs, when it is there.
      createLocationsService(fastify.db, fastify.clock, (cityId, days) => fastify.orders.bookedVisits(cityId, days)),
    );
  },
  { name: 'locations-service', dependencies: ['database', 'clock'] },
);
