import { getEventBus } from '@labshop/shared-contracts/web';
import type { City, CollectionPoint } from '@labshop/shared-contracts/core';
import { showToast } from '@labshop/shared-contracts/web/ui';

/** The choice goes on the bus, where every remote (prices, cart, checkout) reads it. */
export function chooseCollectionPoint(point: CollectionPoint): void {
  getEventBus().emit('location:chosen', { mode: 'collection-point', facilityId: point.id, facilityName: point.name });
  showToast(`Collection point chosen: ${point.name}`, { type: 'success' });
}

export function chooseHomeServiceCity(city: City): void {
  getEventBus().emit('location:chosen', { mode: 'home-service', cityUuid: city.uuid, cityName: city.name });
  showToast(`Home service chosen in ${city.name}`, { type: 'success' });
}
