import fp from 'fastify-plugin';
import type { City } from '@labshop/shared-contracts/core/api/locations';
import type { Database } from '../../db/client';
import { resolveLocation, type LocationParameters, type PricingLocation } from './chosen-location';
import { listCities } from './store';
import { readPlaces, type StoredPlace } from './stored-places';

// Polish names ('Łódź') sort as a Polish reader expects, whatever the database's collation.
const POLISH_ORDER = new Intl.Collator('pl');

export function createLocationsService(db: Database) {
  return {
    async listCities(): Promise<City[]> {
      const rows = await listCities(db);
      return rows.sort((a, b) => POLISH_ORDER.compare(a.name, b.name));
    },

    /** The home-service city or collection point a request names (422 when it does not exist), or null. */
    async resolve(parameters: LocationParameters): Promise<PricingLocation | null> {
      return resolveLocation(db, parameters);
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
    fastify.decorate('locations', createLocationsService(fastify.db));
  },
  { name: 'locations-service', dependencies: ['database'] },
);
