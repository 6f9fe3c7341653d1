import { CART_TEXTS, type RecommendedItem } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';

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
 * The cart belongs to another remote: the quiz only asks for the item. The cart then says whether it was added or
 * was there already; without a cart on the page the request is all there is to tell.
 */
export function requestAddToCart(item: RecommendedItem): void {
  const cartSpeaks = cartIsConnected();
  getEventBus().emit('cart:item-requested', {
    serviceId: item.id,
    name: item.name,
    priceMinor: item.priceMinor,
    kind: item.kind,
    attributes: item.attributes,
  });
  if (!cartSpeaks) showToast(CART_TEXTS.added, { type: 'success' });
}
