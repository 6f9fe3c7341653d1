import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { CART_TEXTS, type TestSummary } from '@labshop/shared-contracts/core';
import { showToast } from '@labshop/shared-contracts/web/ui';

export const ADDED_TO_CART_MESSAGE = CART_TEXTS.added;

/** Whether a cart listens on this page: it publishes its summary as soon as it is connected (a replayed channel). */
function cartIsConnected(): boolean {
  let connected = false;
  getEventBus()
    .on('cart:summary')
    .subscribe(() => (connected = true))
    .unsubscribe();
  return connected;
}

/**
 * The cart belongs to another remote: a page only asks for the item. The cart then says whether it was added or
 * was there already (or asks first); without a cart on the page the request is all there is to tell.
 */
export function requestCartItem(item: EventPayload<'cart:item-requested'>): void {
  const cartSpeaks = cartIsConnected();
  getEventBus().emit('cart:item-requested', item);
  if (!cartSpeaks) showToast(ADDED_TO_CART_MESSAGE, { type: 'success' });
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
