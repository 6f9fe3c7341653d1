import type { PricedCartItem } from './types';

/**
 * Who an item or visit service is for. Before the first patient is added (which assigns every item to
 * them) a cart's items belong to nobody yet; they are priced once, for the buyer, shown as `null`.
 */
export type PatientKey = string | null;

export function patientKeysOf(entry: { readonly patients: readonly string[] }): readonly PatientKey[] {
  const { patients } = entry;
  if (patients.length === 0) return NOBODY_YET;
  // Every quote asks this of every item, and a cart names each patient once: the list itself is the answer then,
  // without building a set (a cart holds at most a handful of patients, so the check is a few comparisons).
  return hasRepeats(patients) ? [...new Set(patients)] : patients;
}

const NOBODY_YET: readonly PatientKey[] = Object.freeze([null]);

function hasRepeats(values: readonly string[]): boolean {
  for (let later = 1; later < values.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) if (values[earlier] === values[later]) return true;
  }
  return false;
}

/** How many times an item or visit service is charged: once per patient, once for the buyer without any. */
export function chargedQuantity(entry: { readonly patients: readonly string[] }): number {
  return patientKeysOf(entry).length;
}

/** Items the chosen location does not offer are shown as unavailable and priced at nothing. */
export function isPriced(item: PricedCartItem): boolean {
  return item.available !== false;
}
