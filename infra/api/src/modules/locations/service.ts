import fp from 'fastify-plugin';
import type { City } from '@labshop/shared-contracts/core/api/locations';
import type { HomeVisit, HomeVisitDaysAnswer } from '@labshop/shared-contracts/core/api/home-visits';
import type { Database } from '../../db/client';
import { SYSTEM_CLOCK, type Clock } from '../../platform/clock';
import { ValidationError } from '../../platform/errors';
import { resolveLocation, type LocationParameters, type PricingLocation } from './chosen-location';
import { homeVisitDays, homeVisitError } from './home-visit-days';
import { listCities, listHomeVisitWindows } from './store';
import { readPlaces, type StoredPlace } from './stored-places';

// Polish names ('Łódź') sort as a Polish reader expects, whatever the database's collation.
const POLISH_ORDER = new Intl.Collator('pl');

export function createLocationsService(db: Database, clock: Clock = SYSTEM_CLOCK) {
  return {
    async listCities(): Promise<City[]> {
      const rows = await listCities(db);
      return rows.sort((a, b) => POLISH_ORDER.compare(a.name, b.name));
    },

    /** The home-service city or collection point a request names (422 when it does not exist), or null. */
    async resolve(parameters: LocationParameters): Promise<PricingLocation | null> {
      return resolveLocation(db, parameters);
    },

    /** The days and windows nurses visit homes in a city with home service (422 on `city_uuid` otherwise). */
    async homeVisitDays(cityUuid: string): Promise<HomeVisitDaysAnswer> {
      const location = await resolveLocation(db, { city_uuid: cityUuid });
      if (location?.kind !== 'home-service') throw new ValidationError({ city_uuid: ['must be a city'] });
      return { cityUuid, days: homeVisitDays(await listHomeVisitWindows(db, location.cityId), clock()) };
    },

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
    fastify.decorate('locations', createLocationsService(fastify.db, fastify.clock));
  },
  { name: 'locations-service', dependencies: ['database', 'clock'] },
);
