import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CollectionPointFeature } from '@labshop/shared-contracts/core/api/collection-points';
import type { Database } from '../../db/client';
import { cities, defaultCollectionPoints, facilities } from '../../db/schema';
import type { Principal } from '../../platform/principal';

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

/** The filters of the locations page as conditions on points and their cities. */
export function filterConditions(filter: CollectionPointFilter): SQL[] {
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

/** The points (with their cities) meeting every condition, in no particular order. */
export async function selectPoints(db: Database, where: SQL[]) {
  return db
    .select({ facility: facilities, city: cities })
    .from(facilities)
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .where(and(...where));
}

export const pointWithSlug = (citySlug: string, slug: string): SQL[] => [
  eq(cities.slug, citySlug),
  eq(facilities.slug, slug),
];

export const pointWithId = (id: string): SQL[] => [eq(facilities.id, id)];

/** Every city with how many points it has, and how many of them are open. */
export async function citiesWithPointCounts(db: Database) {
  return db
    .select({
      uuid: cities.id,
      slug: cities.slug,
      name: cities.name,
      homeService: cities.homeService,
      collectionPointCount: count(facilities.id),
      openCollectionPointCount: sql<number>`count(${facilities.id}) filter (where not ${facilities.closed})`.mapWith(
        Number,
      ),
    })
    .from(cities)
    .leftJoin(facilities, eq(facilities.cityId, cities.id))
    .groupBy(cities.id);
}

/**
 * An account's default point is its own: the principal's account sets and reads only its own, and any other
 * principal has none.
 */
export async function saveDefaultPoint(db: Database, principal: Principal, facilityId: string, now: Date) {
  if (principal.kind !== 'account') return false;
  await db
    .insert(defaultCollectionPoints)
    .values({ userId: principal.accountId, facilityId, updatedAt: now })
    .onConflictDoUpdate({ target: defaultCollectionPoints.userId, set: { facilityId, updatedAt: now } });
  return true;
}

export async function findDefaultPoint(db: Database, principal: Principal): Promise<string | null> {
  if (principal.kind !== 'account') return null;
  const [row] = await db
    .select({ facilityId: defaultCollectionPoints.facilityId })
    .from(defaultCollectionPoints)
    .where(eq(defaultCollectionPoints.userId, principal.accountId));
  return row?.facilityId ?? null;
}
