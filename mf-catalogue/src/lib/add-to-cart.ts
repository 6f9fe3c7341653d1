import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { TestSummary } from '@labshop/shared-contracts/core';
import { showToast } from '@labshop/shared-contracts/web/ui';

export const ADDED_TO_CART_MESSAGE = 'Added to cart';

/** The cart belongs to another remote: a page only asks for the item and tells the visitor it did. */
export function requestCartItem(item: EventPayload<'cart:item-requested'>): void {
  getEventBus().emit('cart:item-requested', item);
  showToast(ADDED_TO_CART_MESSAGE, { type: 'success' });
}

/** A card of a list asks the cart for its test or package. */
export function requestAddToCart(test: TestSummary): void {
  requestCartItem({
    serviceId: test.id,
    name: test.name,
    priceMinor: test.priceMinor,
    kind: test.kind,
    attributes: test.attributes,
  });
}
