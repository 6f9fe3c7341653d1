import { requireMinorUnits, requireWholePercent } from './minor-units';
import { chargedQuantity, isPriced } from './patients';
import type { PricedCartItem } from './types';

/**
 * Doctor-added items get the doctor discount, rounded up. It is rounded on the item's price for one
 * patient, up to the next whole minor unit, in the patient's favour: each patient then pays a whole-unit
 * discounted price (price − this), and the cart's savings are those amounts summed.
 */
export function doctorDiscountPerUnit(priceMinor: number, percent: number): number {
  requireMinorUnits(priceMinor, 'A price');
  requireWholePercent(percent, 'The doctor discount');
  return Math.ceil((priceMinor * percent) / 100);
}

export interface DoctorDiscountedItem {
  itemId: string;
  unitPriceMinor: number;
  unitDiscountMinor: number;
  quantity: number;
  savingsMinor: number;
}

export interface DoctorDiscount {
  percent: number;
  items: DoctorDiscountedItem[];
  /** What the doctor-added items cost before the discount. */
  baseMinor: number;
  savingsMinor: number;
}

export function isDoctorDiscounted(item: PricedCartItem): boolean {
  return item.added_by_doctor === true && isPriced(item);
}

export function doctorDiscountForCart(items: readonly PricedCartItem[], percent: number): DoctorDiscount {
  const discounted = items.filter(isDoctorDiscounted).map((item) => {
    const quantity = chargedQuantity(item);
    const unitDiscountMinor = doctorDiscountPerUnit(item.price, percent);
    return {
      itemId: item.id,
      unitPriceMinor: item.price,
      unitDiscountMinor,
      quantity,
      savingsMinor: unitDiscountMinor * quantity,
    };
  });
  return {
    percent: requireWholePercent(percent, 'The doctor discount'),
    items: discounted,
    baseMinor: discounted.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0),
    savingsMinor: discounted.reduce((sum, item) => sum + item.savingsMinor, 0),
  };
}
