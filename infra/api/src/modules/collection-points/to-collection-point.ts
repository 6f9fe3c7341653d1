import type { CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import type { cities, facilities } from '../../db/schema';

export type FacilityRow = typeof facilities.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

/** A directions link that opens the route to the point in Google Maps, from wherever the patient is. */
export function directionsUrl(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export function toCollectionPoint(facility: FacilityRow, city: CityRow): CollectionPoint {
  return {
    id: facility.id,
    slug: facility.slug,
    name: facility.name,
    city: { uuid: city.id, slug: city.slug, name: city.name, homeService: city.homeService },
    street: facility.street,
    postalCode: facility.postalCode,
    latitude: facility.latitude,
    longitude: facility.longitude,
    openingHours: facility.openingHours,
    additionalOpeningHours: facility.additionalOpeningHours,
    additionalInfo: facility.additionalInfo,
    closed: facility.closed,
    partnerBrands: facility.partnerBrands,
    features: {
      childFriendly: facility.childFriendly,
      childMinAge: facility.childFriendly ? facility.childMinAge : null,
      prevention40Plus: facility.prevention40Plus,
      covidNfz: facility.covidNfz,
      covidPrivate: facility.covidPrivate,
      gynecology: facility.gynecology,
      sport: facility.sport,
      swab: facility.swab,
      parking: facility.parking,
      disabledAccess: facility.disabledAccess,
      openSunday: facility.openSunday,
      openSaturday: facility.openSaturday,
      nextToLab: facility.nextToLab,
    },
    directionsUrl: directionsUrl(facility.latitude, facility.longitude),
  };
}
