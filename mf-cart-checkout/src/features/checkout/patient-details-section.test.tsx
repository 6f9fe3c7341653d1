import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderRequest } from '@labshop/shared-contracts';
import { createOrderDetails } from '../../lib/order-test-data';
import type { OrdersApi } from '../../lib/orders-api';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { CAMDEN, createCartItem } from '../cart/testing/cart-test-data';
import { PESEL_ANNA } from './checkout-test-data';
import { CheckoutStore, FIRST_PATIENT_ID } from './checkout-store';
import { createIdempotencyKeys } from './idempotency-key';
import { PatientDetailsSection } from './patient-details-section';

function checkoutSending(placeOrder: OrdersApi['placeOrder']) {
  const cart = new CartStore({ saved: { ...EMPTY_CART, items: [createCartItem()], location: CAMDEN } });
  const api: OrdersApi = {
    placeOrder,
    order: () => Promise.resolve(createOrderDetails()),
    startPayment: () => Promise.resolve({ paymentId: 'pay-1', provider: 'sandbox', redirectUrl: '/pay' }),
  };
  const store = new CheckoutStore({ cart, api, keys: createIdempotencyKeys(null), today: () => '2026-11-21' });
  store.setPatient(FIRST_PATIENT_ID, 'firstName', 'Anna');
  store.setPatient(FIRST_PATIENT_ID, 'lastName', 'Nowak');
  store.setPatient(FIRST_PATIENT_ID, 'pesel', PESEL_ANNA);
  store.setEmail('anna@example.com');
  store.setConsent('terms', true);
  store.setConsent('dataProcessing', true);
  return store;
}

describe("the patient's phone number at checkout", () => {
  it('shows the +48 prefix, and sends the nine digits of a number typed with it', async () => {
    const sent: PlaceOrderRequest[] = [];
    const store = checkoutSending((request) => {
      sent.push(request);
      return Promise.reject(new Error('not placed in this test'));
    });
    render(<PatientDetailsSection store={store} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription(/^Country code \+48 Optional\. 9 digits/);

    await userEvent.type(phone, '+48 600 100 200');
    await userEvent.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
    await act(() => store.submit());

    expect(sent[0]?.patients[0]?.phone).toBe('600100200');
  });

  it('says what is wrong with a number that is too short', async () => {
    const store = checkoutSending(() => Promise.reject(new Error('not placed in this test')));
    render(<PatientDetailsSection store={store} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });

    await userEvent.type(phone, '600 100');
    await userEvent.tab();

    expect(phone).toHaveAccessibleDescription(/The phone number must have 9 digits\.$/);
  });
});
