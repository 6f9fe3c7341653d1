import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createEntry, createGroup, currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { OrderDetailsPage } from './order-details-page';
import { createOrderDetails, createPayment } from './testing/order-factories';

const ID = '5b0f1c52-2c1e-4f57-9c8e-000000000001';
const PAGE = (
  <Routes>
    <Route path="/account/orders/:orderId" element={<OrderDetailsPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('the order details page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: null, token: 'token-7' });
  });

  it('says it is loading while the order is read', () => {
    mockApi({ [`GET /api/orders/${ID}`]: 'never', 'GET /api/results': 'never' });
    renderAt(`/account/orders/${ID}`, PAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order…');
  });

  it('sends another account’s order, which the API does not know, to the 404 page', async () => {
    mockApi({ 'GET /api/results': { body: { patients: [] } } });
    renderAt(`/account/orders/${ID}`, PAGE);
    await waitFor(() => expect(currentLocation()).toBe('/error/404'));
  });

  it('offers to try again when the order cannot be read', async () => {
    mockApi({
      [`GET /api/orders/${ID}`]: { status: 500, body: { message: 'Unexpected error occurred' } },
      'GET /api/results': { body: { patients: [] } },
    });
    renderAt(`/account/orders/${ID}`, PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows what was charged for each person and the whole order, where, the payments and each test', async () => {
    mockApi({
      [`GET /api/orders/${ID}`]: { body: createOrderDetails() },
      [`GET /api/orders/${ID}/payments`]: {
        body: { payments: [createPayment({ id: 'a', status: 'failed' }), createPayment({ id: 'b' })] },
      },
      'GET /api/results': {
        body: {
          patients: [
            createGroup([
              createEntry({
                orderLineId: 'l1',
                orderNumber: 'LS-000042',
                testName: 'Vitamin D',
                status: 'ready',
                resultId: 'r-1',
              }),
              createEntry({
                orderLineId: 'l2',
                orderNumber: 'LS-000042',
                testName: 'Ferritin',
                status: 'awaiting_sample',
                resultId: null,
              }),
              createEntry({
                orderLineId: 'l3',
                orderNumber: 'LS-000007',
                testName: 'TSH',
                status: 'ready',
                resultId: 'r-9',
              }),
            ]),
          ],
        },
      },
    });
    renderAt(`/account/orders/${ID}`, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order LS-000042' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Charged for Anna Kowalska' })).getByText('Vitamin D'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Charged for Jan Kowalski' })).getByText('Ferritin'),
    ).toBeInTheDocument();
    const whole = screen.getByRole('list', { name: 'Charged for the whole order' });
    expect(within(whole).getByText('Nursing fee')).toBeInTheDocument();
    expect(within(whole).getByText('-£6.10')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('£58.90')).toBeInTheDocument();
    expect(screen.getByText('At a collection point')).toBeInTheDocument();
    expect(screen.getByText('Kraków, Karmelicka 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download the receipt \(PDF\), order LS-000042/ })).toBeInTheDocument();

    const collect = screen.getByRole('region', { name: 'Collect results' });
    const ready = within(collect).getByText('Vitamin D').closest('tr')!;
    expect(within(ready).getByText('Ready')).toBeInTheDocument();
    expect(within(ready).getByRole('link', { name: 'Open the result of Vitamin D' })).toHaveAttribute(
      'href',
      '/account/results/r-1',
    );
    const awaited = within(collect).getByText('Ferritin').closest('tr')!;
    expect(within(awaited).getByText('Awaiting sample')).toBeInTheDocument();
    expect(within(awaited).getByText('Give the sample at Kraków, Karmelicka 10')).toBeInTheDocument();
    expect(within(collect).queryByText('TSH')).not.toBeInTheDocument();

    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Failed')).toBeInTheDocument();
    expect(within(payments).getByText('Paid')).toBeInTheDocument();
  });

  it('says an unpaid order has no payment yet and offers to pay or cancel it, but no receipt', async () => {
    mockApi({
      [`GET /api/orders/${ID}`]: {
        body: createOrderDetails({ status: 'pending_payment', canPay: true, canCancel: true }),
      },
      [`GET /api/orders/${ID}/payments`]: { body: { payments: [] } },
      'GET /api/results': { body: { patients: [] } },
    });
    renderAt(`/account/orders/${ID}`, PAGE);
    expect(await screen.findByText('No payment has been started for this order yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now, order LS-000042' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order LS-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /receipt/i })).not.toBeInTheDocument();
    expect(screen.getByText('Each test is followed here once the order is paid.')).toBeInTheDocument();
  });

  it("names the nurse's visit, its day and time window, for a home visit", async () => {
    mockApi({
      [`GET /api/orders/${ID}`]: {
        body: createOrderDetails({
          location: { kind: 'home-service', cityUuid: 'c-1', cityName: 'Kraków' },
          address: { city: 'Kraków', street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '31-147' },
          homeVisit: { date: '2026-12-03', from: '16:00', to: '18:00' },
        }),
      },
      [`GET /api/orders/${ID}/payments`]: { body: { payments: [] } },
      'GET /api/results': { body: { patients: [] } },
    });
    renderAt(`/account/orders/${ID}`, PAGE);
    const visit = await screen.findByText("Nurse's visit");
    expect(visit.nextElementSibling).toHaveTextContent('Thursday 3 December 2026, 16:00–18:00');
  });
});
