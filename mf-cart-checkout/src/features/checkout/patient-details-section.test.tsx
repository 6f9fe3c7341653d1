import { act, render, screen } from '@testing-library/react';
import { Form } from '@labshop/shared-contracts/web/forms';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core';
import { createOrderDetails } from '../../lib/order-test-data';
import type { OrdersApi } from '../../lib/orders-api';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { CAMDEN, createCartItem } from '../cart/testing/cart-test-data';
import { checkedValues } from './checkout-fields';
import { checkoutErrors } from './checkout-rules';
import { createCheckoutValues, createPatientDetails } from './checkout-test-data';
import { CheckoutStore, FIRST_PATIENT_ID } from './checkout-store';
import type { CheckoutFields } from './checkout-values';
import { createIdempotencyKeys } from './idempotency-key';
import { PatientDetailsSection } from './patient-details-section';

function checkoutSending(placeOrder: OrdersApi['placeOrder']) {
  const cart = new CartStore({ saved: { ...EMPTY_CART, items: [createCartItem()], location: CAMDEN } });
  const api: OrdersApi = {
    placeOrder,
    order: () => Promise.resolve(createOrderDetails()),
    startPayment: () => Promise.resolve({ paymentId: 'pay-1', provider: 'sandbox', redirectUrl: '/pay' }),
    adoptLinkToken: () => undefined,
  };
  const store = new CheckoutStore({ cart, api, keys: createIdempotencyKeys(null), today: () => '2026-11-21' });
  return store;
}

/** The section in a checkout form that already holds Anna Nowak's details, her e-mail address and the consents. */
function renderSection(store: CheckoutStore) {
  const { patients: _typedElsewhere, ...buyer } = createCheckoutValues();
  const initialValues: CheckoutFields = {
    ...buyer,
    patients: { [FIRST_PATIENT_ID]: createPatientDetails({ patientId: FIRST_PATIENT_ID }) },
  };
  let typed = initialValues;
  render(
    <Form<CheckoutFields>
      initialValues={initialValues}
      validate={(fields) => checkoutErrors(checkedValues(store, fields), store.context)}
      onSubmit={() => undefined}
      render={({ values }) => {
        typed = values;
        return <PatientDetailsSection store={store} />;
      }}
    />,
  );
  return { send: () => store.submit(checkedValues(store, typed)) };
}

describe("the patient's phone number at checkout", () => {
  it('shows the +48 prefix, and sends the nine digits of a number typed with it', async () => {
    const sent: PlaceOrderRequest[] = [];
    const store = checkoutSending((request) => {
      sent.push(request);
      return Promise.reject(new Error('not placed in this test'));
    });
    const { send } = renderSection(store);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription(/^Country code \+48 Optional\. 9 digits/);

    await userEvent.type(phone, '+48 600 100 200');
    await userEvent.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
    await act(() => send());

    expect(sent[0]?.patients[0]?.phone).toBe('600100200');
  });

  it('says what is wrong with a number that is too short', async () => {
    const store = checkoutSending(() => Promise.reject(new Error('not placed in this test')));
    renderSection(store);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });

    await userEvent.type(phone, '600 100');
    await userEvent.tab();

    expect(phone).toHaveAccessibleDescription(/The phone number must have 9 digits\.$/);
  });
});
