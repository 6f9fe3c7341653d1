import { requireMinorUnits } from './minor-units';
import { isPriced, patientKeysOf, type PatientKey } from './patients';
import type { PricedCartItem } from './types';

/** The own-package discount: 5% from 5 items, 2% more for each item above 5, at most 25% (from 15 items). */
export const OWN_PACKAGE_MIN_ITEMS = 5;
export const OWN_PACKAGE_FIRST_PERCENT = 5;
export const OWN_PACKAGE_STEP_PERCENT = 2;
export const OWN_PACKAGE_MAX_PERCENT = 25;

export function ownPackagePercent(itemCount: number): number {
  if (!Number.isInteger(itemCount) || itemCount < 0) {
    throw new RangeError(`An item count must be a whole number, got ${itemCount}`);
  }
  if (itemCount < OWN_PACKAGE_MIN_ITEMS) return 0;
  const percent = OWN_PACKAGE_FIRST_PERCENT + OWN_PACKAGE_STEP_PERCENT * (itemCount - OWN_PACKAGE_MIN_ITEMS);
  return Math.min(OWN_PACKAGE_MAX_PERCENT, percent);
}

export interface OwnPackageHint {
  itemsToAdd: number;
  nextPercent: number;
}

/** The next-discount hint: 5 items first, then one item at a time; none once the cap is reached. */
export function nextOwnPackageHint(itemCount: number): OwnPackageHint | null {
  if (ownPackagePercent(itemCount) >= OWN_PACKAGE_MAX_PERCENT) return null;
  const itemsToAdd = itemCount < OWN_PACKAGE_MIN_ITEMS ? OWN_PACKAGE_MIN_ITEMS - itemCount : 1;
  return { itemsToAdd, nextPercent: ownPackagePercent(itemCount + itemsToAdd) };
}

export interface OwnPackageDiscountOnPrices {
  itemCount: number;
  baseMinor: number;
  percent: number;
  /** The percent of the base, rounded to the nearest minor unit (prices are rounded to 2 decimals). */
  discountMinor: number;
  nextHint: OwnPackageHint | null;
}

/** The own-package discount on one person's own-package items, given their prices. */
export function ownPackageDiscountOnPrices(pricesMinor: readonly number[]): OwnPackageDiscountOnPrices {
  const baseMinor = pricesMinor.reduce((sum, price) => sum + requireMinorUnits(price, 'A price'), 0);
  const percent = ownPackagePercent(pricesMinor.length);
  return {
    itemCount: pricesMinor.length,
    baseMinor,
    percent,
    discountMinor: Math.round((baseMinor * percent) / 100),
    nextHint: nextOwnPackageHint(pricesMinor.length),
  };
}

/**
 * Whether an item counts towards the own package: a single test chosen for it. A package is a discounted bundle
 * already, and a doctor-added item takes the doctor discount instead: discounts never stack on one item.
 */
export function countsForOwnPackage(item: PricedCartItem): boolean {
  return item.for_own_package === true && item.package !== true && item.added_by_doctor !== true && isPriced(item);
}

export interface OwnPackagePatientDiscount extends OwnPackageDiscountOnPrices {
  patientId: PatientKey;
}

/** The own-package discount of one patient, from the items that patient has (other items are ignored). */
export function ownPackageDiscountForPatient(
  patientItems: readonly PricedCartItem[],
  patientId: PatientKey = null,
): OwnPackagePatientDiscount {
  const prices = patientItems.filter(countsForOwnPackage).map((item) => item.price);
  return { patientId, ...ownPackageDiscountOnPrices(prices) };
}

export interface OwnPackageCartDiscount {
  /** One entry per patient with own-package items, in the order they first appear in the cart. */
  perPatient: OwnPackagePatientDiscount[];
  baseMinor: number;
  discountMinor: number;
}

/** The discount is computed per patient (each patient's own-package items) and summed for the cart. */
export function ownPackageDiscountForCart(items: readonly PricedCartItem[]): OwnPackageCartDiscount {
  const itemsByPatient = new Map<PatientKey, PricedCartItem[]>();
  for (const item of items) {
    if (!countsForOwnPackage(item)) continue;
    for (const patientId of patientKeysOf(item)) {
      const patientItems = itemsByPatient.get(patientId);
      if (patientItems) patientItems.push(item);
      else itemsByPatient.set(patientId, [item]);
    }
  }
  // The items were picked by countsForOwnPackage above: each patient's discount is taken on their prices directly.
  const perPatient: OwnPackagePatientDiscount[] = [];
  for (const [patientId, patientItems] of itemsByPatient) {
    const discount = ownPackageDiscountOnPrices(patientItems.map((item) => item.price));
    perPatient.push({ patientId, ...discount });
  }
  return {
    perPatient,
    baseMinor: perPatient.reduce((sum, patient) => sum + patient.baseMinor, 0),
    discountMinor: perPatient.reduce((sum, patient) => sum + patient.discountMinor, 0),
  };
}

export interface OwnPackageCartHint extends OwnPackageHint {
  patientId: PatientKey;
}

/**
 * The hint the cart shows: for the patient closest to their next step (fewest items to add; the first such
 * patient on a tie). None when no patient has own-package items, or every one is at the cap.
 */
export function nextOwnPackageCartHint(discount: OwnPackageCartDiscount): OwnPackageCartHint | null {
  let closest: OwnPackageCartHint | null = null;
  for (const { patientId, nextHint } of discount.perPatient) {
    if (nextHint && (!closest || nextHint.itemsToAdd < closest.itemsToAdd)) closest = { patientId, ...nextHint };
  }
  return closest;
}
