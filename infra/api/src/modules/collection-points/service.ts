import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type {
  CityWithCollectionPoints,
  CollectionPoint,
  CollectionPointFeature,
} from '@labshop/shared-contracts/core/api/collection-points';
import type { Database } from '../../db/client';
import { cities, defaultCollectionPoints, facilities } from '../../db/schema';
import { toCollectionPoint } from './to-collection-point';

// Polish names ('Łódź') sort as a Polish reader expects, whatever the database's collation.
const POLISH_ORDER = new Intl.Collator('pl');

export interface CollectionPointFilter {
  citySlug: string | null;
  /** Digits only: '00-5' and '005' are the same prefix. */
  postCodeDigits: string | null;
  town: string | null;
  features: CollectionPointFeature[];
  childAge: number | null;
  hideClosed: boolean;
}

const FEATURE_COLUMNS = {
  childFriendly: facilities.childFriendly,
  prevention40Plus: facilities.prevention40Plus,
  covidNfz: facilities.covidNfz,
  covidPrivate: facilities.covidPrivate,
  gynecology: facilities.gynecology,
  sport: facilities.sport,
  swab: facilities.swab,
  parking: facilities.parking,
  disabledAccess: facilities.disabledAccess,
  openSunday: facilities.openSunday,
  openSaturday: facilities.openSaturday,
  nextToLab: facilities.nextToLab,
} as const;

function conditions(filter: CollectionPointFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.citySlug !== null) where.push(eq(cities.slug, filter.citySlug));
  if (filter.postCodeDigits !== null) {
    where.push(sql`regexp_replace(${facilities.postalCode}, '[^0-9]', '', 'g') like ${filter.postCodeDigits} || '%'`);
  }
  if (filter.town !== null) {
    // Case, Polish letters and punctuation aside: 'lodz' and 'ŁÓDŹ' both find Łódź. The normalized text holds only
    // letters, digits and spaces, so it can carry no LIKE wildcard.
    where.push(sql`search_normalize(concat_ws(' ', ${cities.name}, ${facilities.street}, ${facilities.name},
      ${facilities.postalCode})) like '%' || search_normalize(${filter.town}) || '%'`);
  }
  for (const feature of filter.features) where.push(eq(FEATURE_COLUMNS[feature], true));
  if (filter.childAge !== null) {
    where.push(
      and(eq(facilities.childFriendly, true), sql`coalesce(${facilities.childMinAge}, 0) <= ${filter.childAge}`) ??
        sql`true`,
    );
  }
  if (filter.hideClosed) where.push(eq(facilities.closed, false));
  return where;
}

/** Open points first, then by city and name as a Polish reader orders them. */
function byCityAndName(a: CollectionPoint, b: CollectionPoint): number {
  return (
    Number(a.closed) - Number(b.closed) ||
    POLISH_ORDER.compare(a.city.name, b.city.name) ||
    POLISH_ORDER.compare(a.name, b.name)
  );
}

export function createCollectionPointsService(db: Database) {
  async function select(where: SQL[]): Promise<CollectionPoint[]> {
    const rows = await db
      .select({ facility: facilities, city: cities })
      .from(facilities)
      .innerJoin(cities, eq(cities.id, facilities.cityId))
      .where(and(...where));
    return rows.map((row) => toCollectionPoint(row.facility, row.city)).sort(byCityAndName);
  }

  return {
    list: (filter: CollectionPointFilter) => select(conditions(filter)),

    async findBySlug(citySlug: string, slug: string): Promise<CollectionPoint | null> {
      const [point] = await select([eq(cities.slug, citySlug), eq(facilities.slug, slug)]);
      return point ?? null;
    },

    /** By id; the caller has checked that the id is well formed. */
    async findById(id: string): Promise<CollectionPoint | null> {
      const [point] = await select([eq(facilities.id, id)]);
      return point ?? null;
    },

    async citiesWithCounts(): Promise<CityWithCollectionPoints[]> {
      const rows = await db
        .select({
          uuid: cities.id,
          slug: cities.slug,
          name: cities.name,
          homeService: cities.homeService,
          collectionPointCount: count(facilities.id),
          openCollectionPointCount:
            sql<number>`count(${facilities.id}) filter (where not ${facilities.closed})`.mapWith(Number),
        })
        .from(cities)
        .leftJoin(facilities, eq(facilities.cityId, cities.id))
        .groupBy(cities.id);
      return rows.sort((a, b) => POLISH_ORDER.compare(a.name, b.name));
    },

    /** Makes the point the user's default; the row is keyed by the user, so nobody sets another's. */
    async setDefault(userId: string, facilityId: string): Promise<void> {
      await db
        .insert(defaultCollectionPoints)
        .values({ userId, facilityId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: defaultCollectionPoints.userId,
          set: { facilityId, updatedAt: new Date() },
        });
    },

    async defaultOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ facilityId: defaultCollectionPoints.facilityId })
        .from(defaultCollectionPoints)
        .where(eq(defaultCollectionPoints.userId, userId));
      return row?.facilityId ?? null;
    },
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
    fastify.decorate('collectionPoints', createCollectionPointsService(fastify.db));
  },
  { name: 'collection-points-service', dependencies: ['database'] },
);
