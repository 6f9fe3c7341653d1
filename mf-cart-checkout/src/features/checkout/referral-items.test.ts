import { createEventBus } from '@labshop/shared-contracts/web';
import { mockApi, createItemAttributes } from '@labshop/shared-contracts/testing';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { connectCart } from '../cart/cart-sync';
import { CAMDEN } from '../cart/testing/cart-test-data';
import { createCheckoutValues } from './checkout-test-data';
import { buildOrderRequest } from './order-request';

describe('the tests of a doctor’s referral in the cart', () => {
  it('keep their referral and doctor discount from the request to the order', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = new CartStore({ saved: { ...EMPTY_CART, location: CAMDEN } });
    const storage = { load: () => EMPTY_CART, save: () => undefined };
    connectCart(cart, bus, storage);

    bus.emit('cart:item-requested', {
      serviceId: 'vit-d',
      name: 'Vitamin D',
      priceMinor: 2500,
      kind: 'test',
      attributes: createItemAttributes(),
      added_by_doctor: true,
      referral_id: 'referral-1',
      doctor_discount_percent: 10,
    });
    bus.emit('cart:item-requested', {
      serviceId: 'zinc',
      name: 'Zinc',
      priceMinor: 1000,
      kind: 'test',
      attributes: createItemAttributes(),
    });

    expect(cart.items[0]).toMatchObject({ added_by_doctor: true, referral_id: 'referral-1' });
    // 10% off the referred test only, as checkout will charge it.
    expect(cart.quote.savingsMinor).toBe(250);
    expect(cart.totalMinor).toBe(3250);

    const request = buildOrderRequest(cart, CAMDEN, createCheckoutValues(), {
      idempotencyKey: 'key-0000000000000001',
      discountCode: null,
      expectedTotalMinor: cart.totalMinor,
    });
    expect(request.expectedTotalMinor).toBe(3250);
    expect(request.items).toEqual([
      { id: 'vit-d', patients: [], referral_id: 'referral-1' },
      { id: 'zinc', patients: [] },
    ]);
  });
});
