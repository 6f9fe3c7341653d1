import { RESULTS_ANALYSIS_CODE } from '@labshop/shared-contracts/core';
import type { CartItem } from './cart-item';
import type { SavedCart } from './cart-storage';
import { MAX_PATIENTS } from './patient-rules';

function unionBy<T>(first: readonly T[], second: readonly T[], key: (entry: T) => string): T[] {
  const seen = new Set(first.map(key));
  return [...first, ...second.filter((entry) => !seen.has(key(entry)))];
}

/**
 * What a guest put in the cart joins the cart their account already keeps when they log in: nothing the
 * account holds is lost or doubled. The account's choices win where both have one (location, discount
 * code); tests, patients (at most 5) and services are combined. With a location, every test is in the
 * cart proper; without one they all wait as temporary items.
 */
export function mergeGuestCart(account: SavedCart, guest: SavedCart): SavedCart {
  const patients = unionBy(account.patients, guest.patients, (patient) => patient.id).slice(0, MAX_PATIENTS);
  const kept = new Set(patients.map((patient) => patient.id));
  const forKeptPatients = (item: CartItem): CartItem => ({
    ...item,
    patients: item.patients.filter((id) => kept.has(id)),
  });
  const location = account.location ?? guest.location;
  const everyItem = unionBy(
    [...account.items, ...account.temporaryItems],
    [...guest.items, ...guest.temporaryItems],
    (item) => item.id,
  ).map(forKeptPatients);
  const visitServices = unionBy(account.visitServices, guest.visitServices, (service) => service.id).map((service) => ({
    ...service,
    patients: service.patients.filter((id) => kept.has(id)),
  }));
  // The analysis of earlier results is ordered on its own: beside tests it would be charged for them instead, so it
  // stays only in a cart that holds nothing else, and is asked for again from the result otherwise.
  const analysisFor = account.analysisFor ?? guest.analysisFor ?? null;
  const analysisAlone = analysisFor !== null && everyItem.length === 0 && visitServices.length === 0;
  const customerServices = unionBy(account.customerServices, guest.customerServices, (service) => service.code);
  return {
    items: location ? everyItem : [],
    temporaryItems: location ? [] : everyItem,
    patients,
    visitServices,
    customerServices:
      analysisFor !== null && !analysisAlone
        ? customerServices.filter((service) => service.code !== RESULTS_ANALYSIS_CODE)
        : customerServices,
    location,
    discountCode: account.discountCode ?? guest.discountCode ?? null,
    analysisFor: analysisAlone ? analysisFor : null,
  };
}

/** True when a cart holds nothing worth keeping. */
export function isEmptyCart(cart: SavedCart): boolean {
  return (
    cart.items.length === 0 &&
    cart.temporaryItems.length === 0 &&
    cart.visitServices.length === 0 &&
    (cart.analysisFor ?? null) === null
  );
}
