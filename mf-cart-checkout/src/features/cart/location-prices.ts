import type { ExaminationsDataAnswer } from '@labshop/shared-contracts';
import type { CartItem } from './cart-item';

/** Spec §8, word for word. */
export const TEST_UNAVAILABLE_MESSAGE = 'Test not available at the selected location.';

/** Spec §9: the price-updating flag clears this long after the prices arrive. */
export const PRICE_UPDATE_FLAG_MS = 500;

export interface RepricedItems {
  kept: CartItem[];
  dropped: CartItem[];
}

/**
 * Spec §4: prices per location set each item's price and availability, and bring the catalogue's pricing
 * attributes with them, so the cart prices what the order will; an item the location does not return, or returns
 * as unavailable, leaves the cart.
 */
export function repriceItems(items: readonly CartItem[], answer: ExaminationsDataAnswer): RepricedItems {
  const kept: CartItem[] = [];
  const dropped: CartItem[] = [];
  for (const item of items) {
    const data = answer[item.id];
    if (data?.isAvailable) kept.push({ ...item, ...data.attributes, price: Math.max(0, data.price), available: true });
    else dropped.push(item);
  }
  return { kept, dropped };
}
