import type { PricedCartItem } from './types';

/**
 * Who an item or visit service is for. Before the first patient is added (which assigns every item to
 * them) a cart's items belong to nobody yet; they are priced once, for the buyer, shown as `null`.
 */
export type PatientKey = string | null;

export function patientKeysOf(entry: { readonly patients: readonly string[] }): readonly PatientKey[] {
  return entry.patients.length === 0 ? [null] : [...new Set(entry.patients)];
}

/** How many times an item or visit service is charged: once per patient, once for the buyer without any. */
export function chargedQuantity(entry: { readonly patients: readonly string[] }): number {
  return patientKeysOf(entry).length;
}

/** Items the chosen location does not offer are shown as unavailable and priced at nothing. */
export function isPriced(item: PricedCartItem): boolean {
  return item.available !== false;
}
