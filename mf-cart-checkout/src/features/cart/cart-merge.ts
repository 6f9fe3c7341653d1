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
  return {
    items: location ? everyItem : [],
    temporaryItems: location ? [] : everyItem,
    patients,
    visitServices: unionBy(account.visitServices, guest.visitServices, (service) => service.id).map((service) => ({
      ...service,
      patients: service.patients.filter((id) => kept.has(id)),
    })),
    customerServices: unionBy(account.customerServices, guest.customerServices, (service) => service.code),
    location,
    discountCode: account.discountCode ?? guest.discountCode ?? null,
  };
}

/** True when a cart holds nothing worth keeping. */
export function isEmptyCart(cart: SavedCart): boolean {
  return cart.items.length === 0 && cart.temporaryItems.length === 0 && cart.visitServices.length === 0;
}
