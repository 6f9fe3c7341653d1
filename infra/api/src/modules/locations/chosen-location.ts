import type { ChosenLocation } from '@labshop/shared-contracts/core/api/location-prices';
import type { Database } from '../../db/client';
import { ValidationError } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { findCity, findFacility } from './store';

/** Where the sample is taken, resolved from a request, with the price list that applies there (if it has one). */
export type PricingLocation =
  | { kind: 'home-service'; cityId: string; cityName: string; priceListId: string | null }
  | { kind: 'collection-point'; facilityId: string; facilityName: string; closed: boolean; priceListId: string | null };

export interface LocationParameters {
  city_uuid?: string | undefined;
  facility_id?: string | undefined;
}

/**
 * The request's city_uuid (home service) or facility_id (collection point). Neither: null, the default prices.
 * A location that does not exist, or a city without home service, is the caller's mistake: 422 on that field.
 */
export async function resolveLocation(db: Database, parameters: LocationParameters): Promise<PricingLocation | null> {
  const { city_uuid: cityUuid, facility_id: facilityIdValue } = parameters;
  if (cityUuid !== undefined && facilityIdValue !== undefined) {
    throw new ValidationError({ facility_id: ['give either city_uuid for home service or facility_id, not both'] });
  }
  if (cityUuid !== undefined) return resolveCity(db, cityUuid);
  if (facilityIdValue !== undefined) return resolveFacility(db, facilityIdValue);
  return null;
}

async function resolveCity(db: Database, cityUuid: string): Promise<PricingLocation> {
  if (!isRecordId(cityUuid)) throw new ValidationError({ city_uuid: ['must be an id'] });
  const city = await findCity(db, cityUuid);
  if (!city) throw new ValidationError({ city_uuid: ['no city has this id'] });
  if (!city.homeService) throw new ValidationError({ city_uuid: ['home service is not offered in this city'] });
  return homeServiceIn(city);
}

async function resolveFacility(db: Database, facilityIdValue: string): Promise<PricingLocation> {
  if (!isRecordId(facilityIdValue)) throw new ValidationError({ facility_id: ['must be an id'] });
  const facility = await findFacility(db, facilityIdValue);
  if (!facility) throw new ValidationError({ facility_id: ['no collection point has this id'] });
  return collectionPointAt(facility);
}

/** Home service in a city as the store reads it. */
export function homeServiceIn(city: { id: string; name: string; priceListId: string | null }): PricingLocation {
  return { kind: 'home-service', cityId: city.id, cityName: city.name, priceListId: city.priceListId };
}

/** A collection point as the store reads it. */
export function collectionPointAt(facility: {
  id: string;
  name: string;
  closed: boolean;
  priceListId: string | null;
}): PricingLocation {
  return {
    kind: 'collection-point',
    facilityId: facility.id,
    facilityName: facility.name,
    closed: facility.closed,
    priceListId: facility.priceListId,
  };
}

/** The location as an answer names it. */
export function describeLocation(location: PricingLocation): ChosenLocation;
export function describeLocation(location: PricingLocation | null): ChosenLocation | null;
export function describeLocation(location: PricingLocation | null): ChosenLocation | null {
  if (location === null) return null;
  return location.kind === 'home-service'
    ? { kind: 'home-service', cityUuid: location.cityId, cityName: location.cityName }
    : {
        kind: 'collection-point',
        facilityId: location.facilityId,
        facilityName: location.facilityName,
        closed: location.closed,
      };
}
