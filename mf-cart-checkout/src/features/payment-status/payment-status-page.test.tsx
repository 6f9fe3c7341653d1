import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createOrderAccess } from '../../lib/order-access';
import { createOrderDetails } from '../../lib/order-test-data';
import { createOrdersApi } from '../../lib/orders-api';
import { PaymentStatusPage } from './payment-status-page';

function showStatus(order: ApiHandler, orderId = 'order-1') {
  const access = createOrderAccess(window.localStorage);
  access.remember(orderId, 'guest-token');
  const api = mockApi({ [`GET /api/orders/${orderId}`]: order });
  renderAt(
    `/payment/status/${orderId}`,
    <Routes>
      <Route path="/payment/status/:orderId" element={<PaymentStatusPage api={createOrdersApi(undefined, access)} />} />
    </Routes>,
  );
  return api;
}

/** The page opened from the e-mail's link in a browser that never saw the order. */
function openFromEmail(order: ApiHandler, orderId = 'order-1', token = 'signed.link-token') {
  const api = mockApi({ [`GET /api/orders/${orderId}`]: order });
  renderAt(
    `/payment/status/${orderId}?token=${token}`,
    <Routes>
      <Route
        path="/payment/status/:orderId"
        element={<PaymentStatusPage api={createOrdersApi(undefined, createOrderAccess(window.localStorage))} />}
      />
    </Routes>,
  );
  return api;
}

beforeEach(() => window.localStorage.clear());

describe('the payment status page', () => {
  it('thanks the buyer for a paid order and reads it with the guest token', async () => {
    const api = showStatus({ body: createOrderDetails({ status: 'paid', canPay: false }) });
    expect(screen.getByText('Loading the payment status…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('Your payment was received.')).toBeVisible();
    expect(screen.getByText('We have sent the confirmation to anna@example.com.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Order LS-000042' })).toBeVisible();
    expect(screen.getByText('£62.50')).toBeVisible();
    expect(screen.getByText('Payment status: paid.')).toHaveAttribute('role', 'status');
    expect(requestedUrls(api, '/api/orders/order-1')[0]?.searchParams.get('token')).toBe('guest-token');
  });

  it('leads from a paid visit back to the visit', async () => {
    showStatus({ body: createOrderDetails({ status: 'paid', canPay: false, appointmentId: 'visit-7' }) });
    expect(await screen.findByRole('link', { name: 'See your visit' })).toHaveAttribute(
      'href',
      '/appointment/selected/visit-7',
    );
  });

  it('leads from a failed payment of a visit back to the visit as well as to another try', async () => {
    showStatus({ body: createOrderDetails({ status: 'failed', canPay: true, appointmentId: 'visit-7' }) });
    expect(await screen.findByRole('link', { name: 'Back to your visit' })).toHaveAttribute(
      'href',
      '/appointment/selected/visit-7',
    );
    expect(screen.getByRole('link', { name: 'Try the payment again' })).toBeVisible();
  });

  it('offers no visit for a shop order', async () => {
    showStatus({ body: createOrderDetails({ status: 'paid', canPay: false }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /your visit/ })).not.toBeInTheDocument();
  });

  it('thanks the buyer who pays at the test centre', async () => {
    showStatus({ body: createOrderDetails({ status: 'awaiting_payment_at_visit', paymentMethod: 'at_centre' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('You pay at the test centre when the samples are taken.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check status again' })).not.toBeInTheDocument();
  });

  it('shows a pending payment, and thanks once "check status again" finds it paid, announcing each check', async () => {
    let reads = 0;
    showStatus(() => {
      reads += 1;
      return { body: createOrderDetails({ status: reads < 3 ? 'pending_payment' : 'paid' }) };
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment pending' })).toBeVisible();
    const live = screen.getByText('Payment status: pending.');

    await userEvent.click(screen.getByRole('button', { name: 'Check status again' }));
    expect(await screen.findByText('Checked again. Payment status: pending.')).toBe(live);

    await userEvent.click(screen.getByRole('button', { name: 'Check status again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    expect(live).toHaveTextContent('Checked again. Payment status: paid.');
    expect(reads).toBe(3);
  });

  it('offers a failed payment a way to the retry page', async () => {
    showStatus({ body: createOrderDetails({ status: 'failed' }) });
    const panel = await screen.findByRole('region', { name: 'The payment failed' });
    expect(within(panel).getByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      '/payment/retry/order-1',
    );
  });

  it('says an order it cannot read was not found', async () => {
    showStatus({ status: 404, body: { message: 'Not Found' } }, 'someone-elses');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
    expect(screen.getByText('The order was not found.')).toBeInTheDocument();
  });

  it("shows the order opened from the e-mail's link in a fresh browser, and takes the token out of the address", async () => {
    const api = openFromEmail({ body: createOrderDetails({ status: 'pending_payment' }) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment pending' })).toBeVisible();
    expect(requestedUrls(api, '/api/orders/order-1')[0]?.searchParams.get('token')).toBe('signed.link-token');
    expect(currentLocation()).toBe('/payment/status/order-1');
    // The browser keeps the link's token, so the retry page and a return from the payment page open the order too.
    expect(createOrderAccess(window.localStorage).tokenFor('order-1')).toBe('signed.link-token');
  });

  it("shows the day and time window of the nurse's home visit", async () => {
    showStatus({
      body: createOrderDetails({
        status: 'paid',
        location: { kind: 'home-service', cityUuid: 'city-krk', cityName: 'Kraków' },
        homeVisit: { date: '2026-12-03', from: '16:00', to: '18:00' },
      }),
    });
    const order = await screen.findByRole('region', { name: 'Order LS-000042' });
    expect(within(order).getByText("Nurse's visit")).toBeVisible();
    expect(within(order).getByText('Thursday 3 December 2026, 16:00–18:00')).toBeVisible();
  });

  it('says plainly that an expired link no longer opens the order, with ways to reach it', async () => {
    openFromEmail({ status: 410, body: { message: 'This link has expired. Sign in to your account.' } });

    expect(await screen.findByRole('heading', { level: 2, name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText('This link has expired. Sign in to your account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('The link to this order has expired.')).toHaveAttribute('role', 'status');
  });

  it('says a forged link finds no order', async () => {
    openFromEmail({ status: 404, body: { message: 'Not Found' } }, 'order-1', 'forged.token');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
  });

  it('reports a failure to load and loads again on "Try again"', async () => {
    let reads = 0;
    showStatus(() => {
      reads += 1;
      return reads === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createOrderDetails({ status: 'paid' }) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment status could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
  });
});
