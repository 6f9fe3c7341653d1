import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PAYMENT_START_FAILED_MESSAGE, type OrderDetails } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createOrderAccess } from '../../lib/order-access';
import { createOrderDetails } from '../../lib/order-test-data';
import { createOrdersApi } from '../../lib/orders-api';
import { PaymentRetryPage } from './payment-retry-page';

/** `linkToken`: the page opened from the e-mail's link in a browser that never saw the order. */
function showRetry(
  order: OrderDetails,
  payments: ApiHandler,
  options: { linkToken?: string; orderReply?: ApiHandler } = {},
) {
  const { linkToken, orderReply = { body: order } } = options;
  const orderId = order.id;
  const access = createOrderAccess(window.localStorage);
  if (linkToken === undefined) access.remember(orderId, 'guest-token');
  const api = mockApi({
    [`GET /api/orders/${orderId}`]: orderReply,
    [`POST /api/orders/${orderId}/payments`]: payments,
  });
  const goToPaymentPage = jest.fn();
  renderAt(
    linkToken === undefined ? `/payment/retry/${orderId}` : `/payment/retry/${orderId}?token=${linkToken}`,
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

  it("pays with the e-mailed link's token in a browser that never saw the order", async () => {
    const { api, goToPaymentPage } = showRetry(createOrderDetails({ status: 'failed' }), STARTED, {
      linkToken: 'signed.link',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £62.50' }));

    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-2');
    expect(requestedUrls(api, '/api/orders/order-1/payments')[0]?.searchParams.get('token')).toBe('signed.link');
  });

  it('says plainly that an expired link no longer opens the order', async () => {
    showRetry(createOrderDetails(), STARTED, {
      linkToken: 'old.link',
      orderReply: { status: 410, body: { message: 'This link has expired.' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'This link has expired' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});
