import { literal, object, string, union, type Infer } from 'superstruct';
import type { EventPayload } from '@labshop/shared-contracts/web';
import type { LocationQuery, SamplingLocationKind } from '@labshop/shared-contracts/core';

/** Where the samples are given: the `location:chosen` payload, kept with the cart. */
export const CartLocation = union([
  object({ mode: literal('home-service'), cityUuid: string(), cityName: string() }),
  object({ mode: literal('collection-point'), facilityId: string(), facilityName: string() }),
]);
export type CartLocation = Infer<typeof CartLocation> & EventPayload<'location:chosen'>;

export function locationQuery(location: CartLocation): LocationQuery {
  return location.mode === 'home-service' ? { city_uuid: location.cityUuid } : { facility_id: location.facilityId };
}

export function locationName(location: CartLocation): string {
  return location.mode === 'home-service' ? location.cityName : location.facilityName;
}

export function locationKind(location: CartLocation | null): SamplingLocationKind | null {
  return location?.mode ?? null;
}

/**
 * Switching between home service and collection point reloads prices and additional services;
 * another facility (or city) reloads prices only.
 */
export function changeBetween(
  before: CartLocation | null,
  after: CartLocation,
): 'none' | 'prices' | 'prices-and-services' {
  if (before === null || before.mode !== after.mode) return 'prices-and-services';
  const sameSpot =
    before.mode === 'home-service'
      ? after.mode === 'home-service' && before.cityUuid === after.cityUuid
      : after.mode === 'collection-point' && before.facilityId === after.facilityId;
  return sameSpot ? 'none' : 'prices';
}
