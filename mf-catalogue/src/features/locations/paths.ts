import type { CollectionPoint } from '@labshop/shared-contracts/core';

export const LOCATIONS_PATH = '/locations';
export const IN_HOME_SERVICE_PATH = '/locations/in-home-service';

export function cityPath(citySlug: string): string {
  return `${LOCATIONS_PATH}/${encodeURIComponent(citySlug)}`;
}

export function pointPath(point: CollectionPoint): string {
  return `${cityPath(point.city.slug)}/${encodeURIComponent(point.slug)}`;
}

/** Google Maps directions to the point, or null when the point has no coordinates. */
export function directionsUrl(point: CollectionPoint): string | null {
  if (point.latitude === null || point.longitude === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${point.latitude},${point.longitude}`;
}
