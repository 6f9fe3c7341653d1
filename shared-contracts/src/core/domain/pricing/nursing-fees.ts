import { requireMinorUnits } from './minor-units';
import { isPriced } from './patients';
import type { NursingPrices, PricedCartItem, SamplingLocationKind } from './types';

export interface NursingFee {
  kind: 'nursing-fee' | 'mobile-nursing-fee';
  unitPriceMinor: number;
  quantity: number;
  amountMinor: number;
}

/**
 * The nursing fees of a price. At a collection point: when an item requires nursing and no item includes it,
 * the nursing fee is charged for every patient with items (at least once). For home service the mobile
 * nursing fee is charged once. Nothing while no location is chosen or nothing in the cart is priced.
 */
export function nursingFee(
  items: readonly PricedCartItem[],
  locationKind: SamplingLocationKind | null,
  prices: NursingPrices,
): NursingFee | null {
  const priced = items.filter(isPriced);
  if (priced.length === 0 || locationKind === null) return null;
  if (locationKind === 'home-service') {
    const unitPriceMinor = requireMinorUnits(prices.mobile_nursing_service.price, 'The mobile nursing fee');
    return { kind: 'mobile-nursing-fee', unitPriceMinor, quantity: 1, amountMinor: unitPriceMinor };
  }
  const needsNursing = priced.some((item) => item.require_nursing_services === true);
  const includesNursing = priced.some((item) => item.is_including_nursing === true);
  if (!needsNursing || includesNursing) return null;
  const unitPriceMinor = requireMinorUnits(prices.nursing_service.price, 'The nursing fee');
  const quantity = Math.max(1, patientsWithItems(priced));
  return { kind: 'nursing-fee', unitPriceMinor, quantity, amountMinor: unitPriceMinor * quantity };
}

function patientsWithItems(items: readonly PricedCartItem[]): number {
  const patients = new Set<string>();
  for (const item of items) for (const patientId of item.patients) patients.add(patientId);
  return patients.size;
}
