import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PAYMENT_START_FAILED_MESSAGE, type OrderDetails } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createOrderAccess } from '../../lib/order-access';
import { createOrderDetails } from '../../lib/order-test-data';
import { createOrdersApi } from '../../lib/orders-api';
import { PaymentRetryPage } from './payment-retry-page';

function showRetry(order: OrderDetails, payments: ApiHandler) {
  const access = createOrderAccess(window.localStorage);
  access.remember(order.id, 'guest-token');
  const api = mockApi({
    [`GET /api/orders/${order.id}`]: { body: order },
    [`POST /api/orders/${order.id}/payments`]: payments,
  });
  const goToPaymentPage = jest.fn();
  renderAt(
    `/payment/retry/${order.id}`,
    <Routes>
      <Route
        path="/payment/retry/:orderId"
        element={<PaymentRetryPage api={createOrdersApi(undefined, access)} goToPaymentPage={goToPaymentPage} />}
      />
    </Routes>,
  );
  return { api, goToPaymentPage };
}

const STARTED = { body: { paymentId: 'pay-2', provider: 'sandbox', redirectUrl: '/api/payments/sandbox/pay-2' } };

beforeEach(() => window.localStorage.clear());

describe('the retry payment page', () => {
  it('starts a new payment for a failed order and sends the buyer to the payment page, once', async () => {
    const { api, goToPaymentPage } = showRetry(createOrderDetails({ status: 'failed' }), STARTED);
    const pay = await screen.findByRole('button', { name: 'Pay £62.50' });

    await userEvent.dblClick(pay);

    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-2');
    const started = requestedUrls(api, '/api/orders/order-1/payments');
    expect(started).toHaveLength(1);
    expect(started[0]?.searchParams.get('token')).toBe('guest-token');
  });

  it("says 'An error occurred. Please try again or contact your administrator.' when the payment cannot start", async () => {
    let starts = 0;
    const { goToPaymentPage } = showRetry(createOrderDetails({ status: 'failed' }), () => {
      starts += 1;
      return starts === 1 ? { status: 502, body: { message: PAYMENT_START_FAILED_MESSAGE } } : STARTED;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £62.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_START_FAILED_MESSAGE);
    expect(goToPaymentPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Pay £62.50' }));
    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-2');
  });

  it('offers no payment for an order that cannot be paid online', async () => {
    showRetry(createOrderDetails({ status: 'paid', canPay: false }), STARTED);
    expect(await screen.findByText(/This order cannot be paid online now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See its payment status' })).toHaveAttribute(
      'href',
      '/payment/status/order-1',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});
