import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { cities, facilities, homeVisitWindows, priceLists } from '../../db/schema';

/** Every city the shop serves, in no particular order. */
export async function listCities(db: Database) {
  return db
    .select({ uuid: cities.id, name: cities.name, slug: cities.slug, homeService: cities.homeService })
    .from(cities);
}

/**
 * The cities among `ids`, each with whether nurses visit homes there and its own price list, if it has one (the
 * first by code); unknown ids are left out.
 */
export async function findCities(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([cities.id], {
      id: cities.id,
      name: cities.name,
      homeService: cities.homeService,
      priceListId: priceLists.id,
    })
    .from(cities)
    .leftJoin(priceLists, eq(priceLists.cityId, cities.id))
    .where(inArray(cities.id, [...ids]))
    .orderBy(cities.id, priceLists.code);
}

/**
 * The collection points among `ids`, each with whether it is closed and its own price list, if it has one (the
 * first by code); unknown ids are left out.
 */
export async function findFacilities(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([facilities.id], {
      id: facilities.id,
      name: facilities.name,
      closed: facilities.closed,
      priceListId: priceLists.id,
    })
    .from(facilities)
    .leftJoin(priceLists, eq(priceLists.facilityId, facilities.id))
    .where(inArray(facilities.id, [...ids]))
    .orderBy(facilities.id, priceLists.code);
}

/** One city, as `findCities` reads it; null when unknown. */
export async function findCity(db: Database, cityId: string) {
  const [city] = await findCities(db, [cityId]);
  return city ?? null;
}

/** One collection point, as `findFacilities` reads it; null when unknown. */
export async function findFacility(db: Database, facilityId: string) {
  const [facility] = await findFacilities(db, [facilityId]);
  return facility ?? null;
}

/** The weekly home-visit windows of a city with their capacity, in the order of the week and the day. */
export async function listHomeVisitWindows(db: Database, cityId: string) {
  return db
    .select({
      weekday: homeVisitWindows.weekday,
      from: homeVisitWindows.startsAt,
      to: homeVisitWindows.endsAt,
      capacity: homeVisitWindows.capacity,
    })
    .from(homeVisitWindows)
    .where(eq(homeVisitWindows.cityId, cityId))
    .orderBy(asc(homeVisitWindows.weekday), asc(homeVisitWindows.startsAt));
}

/**
 * The capacity of a city's weekly window, its row locked until the transaction `tx` ends: orders for that window are
 * then counted and written one after another, so two cannot both take its last place. Null when there is no such
 * window.
 */
export async function lockHomeVisitWindow(
  tx: DatabaseExecutor,
  window: { cityId: string; weekday: number; from: string; to: string },
): Promise<number | null> {
  const [locked] = await tx
    .select({ capacity: homeVisitWindows.capacity })
    .from(homeVisitWindows)
    .where(
      and(
        eq(homeVisitWindows.cityId, window.cityId),
        eq(homeVisitWindows.weekday, window.weekday),
        eq(homeVisitWindows.startsAt, window.from),
        eq(homeVisitWindows.endsAt, window.to),
      ),
    )
    .for('update');
  return locked?.capacity ?? null;
}
