import type { Database } from '../../db/client';
import { collectionPointAt, homeServiceIn, type PricingLocation } from './chosen-location';
import { findCities, findFacilities } from './store';

/** A place as a referral or an order keeps it: the city of a home visit, or else a collection point. */
export interface StoredPlace {
  cityId: string | null;
  facilityId: string | null;
}

/** The place to keep beside a referral or an order for a location. */
export function storedPlaceOf(location: PricingLocation): StoredPlace {
  return location.kind === 'home-service'
    ? { cityId: location.cityId, facilityId: null }
    : { cityId: null, facilityId: location.facilityId };
}

/** Stored places as they are now: named, open or closed, with the price list that applies there. */
export interface KnownPlaces {
  of(place: StoredPlace): PricingLocation;
}

/** Reads the stored places, each city and each collection point once, whatever the number of places asking. */
export async function readPlaces(db: Database, stored: readonly StoredPlace[]): Promise<KnownPlaces> {
  const cityIds = new Set<string>();
  const facilityIds = new Set<string>();
  for (const place of stored) {
    if (place.cityId !== null) cityIds.add(place.cityId);
    else if (place.facilityId !== null) facilityIds.add(place.facilityId);
  }
  const [cities, facilities] = await Promise.all([findCities(db, [...cityIds]), findFacilities(db, [...facilityIds])]);
  const cityPlaces = new Map(cities.map((city) => [city.id, homeServiceIn(city)]));
  const facilityPlaces = new Map(facilities.map((facility) => [facility.id, collectionPointAt(facility)]));
  // Foreign keys keep every stored place in its table; were one missing, it reads blank rather than failing the read.
  return {
    of: (place) =>
      place.cityId !== null
        ? (cityPlaces.get(place.cityId) ?? homeServiceIn({ id: place.cityId, name: '', priceListId: null }))
        : (facilityPlaces.get(place.facilityId ?? '') ??
          collectionPointAt({ id: place.facilityId ?? '', name: '', closed: false, priceListId: null })),
  };
}
