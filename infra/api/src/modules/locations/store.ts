import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, facilities, priceLists } from '../../db/schema';

/** Every city the shop serves, in no particular order. */
export async function listCities(db: Database) {
  return db
    .select({ uuid: cities.id, name: cities.name, slug: cities.slug, homeService: cities.homeService })
    .from(cities);
}

/** A city with whether nurses visit homes there and its own price list, if it has one; null when unknown. */
export async function findCity(db: Database, cityId: string) {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, homeService: cities.homeService, priceListId: priceLists.id })
    .from(cities)
    .leftJoin(priceLists, eq(priceLists.cityId, cities.id))
    .where(eq(cities.id, cityId))
    .orderBy(priceLists.code)
    .limit(1);
  return city ?? null;
}

/** A collection point with whether it is closed and its own price list, if it has one; null when unknown. */
export async function findFacility(db: Database, facilityId: string) {
  const [facility] = await db
    .select({ id: facilities.id, name: facilities.name, closed: facilities.closed, priceListId: priceLists.id })
    .from(facilities)
    .leftJoin(priceLists, eq(priceLists.facilityId, facilities.id))
    .where(eq(facilities.id, facilityId))
    .orderBy(priceLists.code)
    .limit(1);
  return facility ?? null;
}
