import { ApiError, IDEMPOTENCY_KEY_REUSED, type PlaceOrderRequest } from '@labshop/shared-contracts/core';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { CAMDEN, createCartItem } from '../cart/testing/cart-test-data';
import { createOrderDetails } from '../../lib/order-test-data';
import type { OrdersApi } from '../../lib/orders-api';
import { createCheckoutValues, createPatientDetails } from './checkout-test-data';
import { CheckoutStore, FIRST_PATIENT_ID } from './checkout-store';
import { createIdempotencyKeys } from './idempotency-key';

function readyStore(placeOrder: OrdersApi['placeOrder']) {
  const cart = new CartStore({ saved: { ...EMPTY_CART, items: [createCartItem()], location: CAMDEN } });
  const api: OrdersApi = {
    placeOrder,
    order: () => Promise.resolve(createOrderDetails()),
    startPayment: () => Promise.resolve({ paymentId: 'pay-1', provider: 'sandbox', redirectUrl: '/pay' }),
    adoptLinkToken: () => undefined,
  };
  const store = new CheckoutStore({ cart, api, keys: createIdempotencyKeys(null), today: () => '2026-11-21' });
  return { store, cart };
}

/** What the buyer typed: Anna Nowak's details, her e-mail address and both consents. */
const TYPED = createCheckoutValues({ patients: [createPatientDetails({ patientId: FIRST_PATIENT_ID })] });

describe('the checkout store', () => {
  it('starts a new attempt when its key already placed an order with other details', async () => {
    const keys: string[] = [];
    const { store } = readyStore((request: PlaceOrderRequest) => {
      keys.push(request.idempotencyKey);
      return Promise.reject(new ApiError(422, { message: IDEMPOTENCY_KEY_REUSED }));
    });

    await store.submit(TYPED);
    expect(store.formError).toBe(IDEMPOTENCY_KEY_REUSED);
    await store.submit(TYPED);

    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends nothing more once the order is placed, and clears the cart', async () => {
    const placeOrder = jest.fn(() =>
      Promise.resolve({ order: createOrderDetails({ id: 'order-7' }), accessToken: 'token' }),
    );
    const { store, cart } = readyStore(placeOrder);

    expect(await store.submit(TYPED)).toEqual({ kind: 'pay', orderId: 'order-7', redirectUrl: '/pay' });
    expect(await store.submit(TYPED)).toEqual({ kind: 'not-sent' });

    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(cart.itemCount).toBe(0);
  });
});
