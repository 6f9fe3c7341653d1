import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { createItemAttributes } from '@labshop/shared-contracts/testing';
import { requestCartItem } from './add-to-cart';

const TSH: EventPayload<'cart:item-requested'> = {
  serviceId: 'tsh',
  name: 'TSH',
  priceMinor: 2500,
  kind: 'test',
  attributes: createItemAttributes(),
};

function record<N extends 'toast:show' | 'cart:item-requested'>(name: N) {
  const seen: EventPayload<N>[] = [];
  const subscription = getEventBus()
    .on(name)
    .subscribe((payload) => seen.push(payload));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('asking the cart for an item', () => {
  it('says the item was added when no cart is on the page to say what happened', () => {
    const toasts = record('toast:show');
    const requests = record('cart:item-requested');
    requestCartItem(TSH);
    expect(requests.seen).toEqual([TSH]);
    expect(toasts.seen).toEqual([expect.objectContaining({ type: 'success', message: 'Added to cart' })]);
    toasts.stop();
    requests.stop();
  });

  it('leaves the words to the cart once one is connected, as only it knows whether the item was there already', () => {
    getEventBus().emit('cart:summary', { itemCount: 1, totalMinor: 2500, currency: 'GBP' });
    const toasts = record('toast:show');
    const requests = record('cart:item-requested');
    requestCartItem(TSH);
    expect(requests.seen).toEqual([TSH]);
    expect(toasts.seen).toEqual([]);
    toasts.stop();
    requests.stop();
  });
});
