import fp from 'fastify-plugin';
import type { CityWithCollectionPoints, CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Principal } from '../../platform/principal';
import {
  citiesWithPointCounts,
  filterConditions,
  findDefaultPoint,
  pointWithId,
  pointWithSlug,
  saveDefaultPoint,
  selectPoints,
  type CollectionPointFilter,
} from './store';
import { toCollectionPoint } from './to-collection-point';

export type { CollectionPointFilter } from './store';

// Polish names ('Łódź') sort as a Polish reader expects, whatever the database's collation.
const POLISH_ORDER = new Intl.Collator('pl');

/** Open points first, then by city and name as a Polish reader orders them. */
function byCityAndName(a: CollectionPoint, b: CollectionPoint): number {
  return (
    Number(a.closed) - Number(b.closed) ||
    POLISH_ORDER.compare(a.city.name, b.city.name) ||
    POLISH_ORDER.compare(a.name, b.name)
  );
}

export function createCollectionPointsService(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  async function select(where: Parameters<typeof selectPoints>[1]): Promise<CollectionPoint[]> {
    const rows = await selectPoints(db, where);
    return rows.map((row) => toCollectionPoint(row.facility, row.city)).sort(byCityAndName);
  }

  return {
    list: (filter: CollectionPointFilter) => select(filterConditions(filter)),

    async findBySlug(citySlug: string, slug: string): Promise<CollectionPoint | null> {
      const [point] = await select(pointWithSlug(citySlug, slug));
      return point ?? null;
    },

    /** By id; the caller has checked that the id is well formed. */
    async findById(id: string): Promise<CollectionPoint | null> {
      const [point] = await select(pointWithId(id));
      return point ?? null;
    },

    async citiesWithCounts(): Promise<CityWithCollectionPoints[]> {
      const rows = await citiesWithPointCounts(db);
      return rows.sort((a, b) => POLISH_ORDER.compare(a.name, b.name));
    },

    /** Makes the point the signed-in account's default; nobody sets another's. */
    async setDefault(principal: Principal, facilityId: string): Promise<void> {
      await saveDefaultPoint(db, principal, facilityId, deps.clock());
    },

    /** The signed-in account's default point, if it chose one. */
    defaultOf: (principal: Principal) => findDefaultPoint(db, principal),
  };
}

export type CollectionPointsService = ReturnType<typeof createCollectionPointsService>;

declare module 'fastify' {
  interface FastifyInstance {
    collectionPoints: CollectionPointsService;
  }
}

export default fp(
  async function collectionPointsService(fastify) {
    fastify.decorate('collectionPoints', createCollectionPointsService({ db: fastify.db, clock: fastify.clock }));
  },
  { name: 'collection-points-service', dependencies: ['database', 'clock'] },
);
