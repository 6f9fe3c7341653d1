import { render, screen } from '@testing-library/react';
import type { OrdersApi } from '../../lib/orders-api';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { createCartItem } from '../cart/testing/cart-test-data';
import { CheckoutStore } from './checkout-store';
import { createIdempotencyKeys } from './idempotency-key';
import { LocationSection } from './location-section';

const NO_ORDERS: OrdersApi = {
  placeOrder: () => Promise.reject(new Error('not in this test')),
  order: () => Promise.reject(new Error('not in this test')),
  startPayment: () => Promise.reject(new Error('not in this test')),
  adoptLinkToken: () => undefined,
};

describe('choosing where the samples are taken at checkout', () => {
  it('says the tests are taken in Poland before the buyer chooses', () => {
    const cart = new CartStore({ saved: { ...EMPTY_CART, items: [createCartItem()] } });
    const store = new CheckoutStore({ cart, api: NO_ORDERS, keys: createIdempotencyKeys(null) });
    render(<LocationSection store={store} onChoose={jest.fn()} />);

    expect(screen.getByRole('region', { name: 'Where the samples are taken' })).toHaveTextContent(
      'All tests are taken in Poland: at our collection points or by a nurse at home.',
    );
    expect(screen.getByRole('group', { name: 'How do you want to give the samples?' })).toBeInTheDocument();
  });
});
