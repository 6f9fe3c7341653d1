import { toJS } from 'mobx';
import type { FrameCartState, FrameInitData } from '@labshop/shared-contracts/core';
import type { CartLocation } from '../cart-location';
import type { SavedCart } from '../cart-storage';
import type { CartStore } from '../cart-store';

/**
 * The home-service flag chooses between the city (home service) and the facility (a collection
 * point). Without any of the three the cart keeps the location it has.
 */
function locationFromInitData(data: FrameInitData, current: CartLocation | null): CartLocation | null {
  if (data.homeService === undefined && data.city === undefined && data.facility === undefined) return current;
  const homeService = data.homeService ?? (data.city ? true : false);
  if (homeService) {
    return data.city ? { mode: 'home-service', cityUuid: data.city.uuid, cityName: data.city.name } : null;
  }
  return data.facility
    ? { mode: 'collection-point', facilityId: data.facility.id, facilityName: data.facility.name }
    : null;
}

/**
 * The cart the embedding page describes, over the one the frame holds: what the page sends replaces, what
 * it leaves out stays. Without a location the tests wait as temporary items. The discount code is
 * not taken on trust: it is checked by the server once the data is applied.
 */
export function cartFromInitData(data: FrameInitData, current: SavedCart): SavedCart {
  const location = locationFromInitData(data, current.location);
  const items = data.cart ?? [...current.items, ...current.temporaryItems];
  return {
    items: location ? items : [],
    temporaryItems: location ? [] : items,
    patients: data.patients ?? current.patients,
    visitServices: data.visitServices ?? current.visitServices,
    customerServices: (data.customerServices ?? current.customerServices).filter((service) => service.price >= 0),
    location,
    discountCode: current.discountCode ?? null,
  };
}

/** The currency to show: the page's current one, when it is among the currencies it offers (if it lists any). */
export function currencyFromInitData(data: FrameInitData): string | null {
  const chosen = data.currentCurrency;
  if (!chosen) return null;
  const offered = data.currencies;
  return !offered || offered.some((entry) => entry.currency === chosen) ? chosen : null;
}

/**
 * The cart as the frame tells the page about it after every change, as plain data: a message crosses to
 * the page by structured cloning, which cannot copy observable objects.
 */
export function frameCartState(cart: CartStore): FrameCartState {
  const location = cart.location;
  return {
    items: cart.allItems.map((item) => toJS(item)),
    patients: toJS(cart.patients),
    visitServices: toJS(cart.visitServices),
    customerServices: toJS(cart.customerServices),
    city: location?.mode === 'home-service' ? { uuid: location.cityUuid, name: location.cityName } : null,
    facility: location?.mode === 'collection-point' ? { id: location.facilityId, name: location.facilityName } : null,
    homeService: location?.mode === 'home-service',
    discountCode: cart.discountCode.applied?.code ?? null,
    currency: cart.currency,
    itemCount: cart.itemCount,
    totalMinor: cart.totalMinor,
  };
}
