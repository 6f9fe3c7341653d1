import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  createEntry,
  createGroup,
  currentLocation,
  mockApi,
  renderAt,
  requestedUrls,
} from '@labshop/shared-contracts/testing';
import { OrdersPage } from './orders-page';
import { createOrderDetails, createOrderList, createOrderSummary } from './testing/order-factories';

const NO_RESULTS = { 'GET /api/results': { body: { patients: [] } } };

describe('the orders page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: null, token: 'token-7' });
  });

  it('says it is loading while the orders are read', () => {
    mockApi({ 'GET /api/orders': 'never', ...NO_RESULTS });
    renderAt('/account/orders', <OrdersPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
  });

  it('says so when there is no order yet', async () => {
    mockApi({ 'GET /api/orders': { body: createOrderList([], { patientNames: [] }) }, ...NO_RESULTS });
    renderAt('/account/orders', <OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'You have not placed an order yet.' })).toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be read', async () => {
    let calls = 0;
    mockApi({
      'GET /api/orders': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Unexpected error occurred' } }
          : { body: createOrderList([]) };
      },
      ...NO_RESULTS,
    });
    renderAt('/account/orders', <OrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have not placed an order yet.' })).toBeInTheDocument();
  });

  it('lists each order with its status in words, people, total and the actions its state allows', async () => {
    mockApi({
      'GET /api/orders': {
        body: createOrderList([
          createOrderSummary({
            id: 'o-unpaid',
            number: 'LS-000043',
            status: 'pending_payment',
            canPay: true,
            canCancel: true,
            patients: ['Anna Kowalska', 'Jan Kowalski'],
          }),
          createOrderSummary({ id: 'o-paid', number: 'LS-000042' }),
          createOrderSummary({ id: 'o-failed', number: 'LS-000041', status: 'failed', canPay: true, canCancel: true }),
        ]),
      },
      'GET /api/results': {
        body: {
          patients: [createGroup([createEntry({ orderNumber: 'LS-000042', resultId: 'r-1', status: 'ready' })])],
        },
      },
    });
    renderAt('/account/orders', <OrdersPage />);
    const unpaid = (await screen.findByRole('link', { name: 'LS-000043' })).closest('tr')!;
    expect(within(unpaid).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(unpaid).getByText('Anna Kowalska, Jan Kowalski')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Pay now, order LS-000043' })).toHaveAttribute(
      'href',
      '/payment/retry/o-unpaid',
    );
    expect(within(unpaid).getByRole('button', { name: 'Cancel order LS-000043' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();

    const paid = screen.getByRole('link', { name: 'LS-000042' }).closest('tr')!;
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('£62.50')).toBeInTheDocument();
    expect(
      within(paid).getByRole('button', { name: /Download the receipt \(PDF\), order LS-000042/ }),
    ).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'View results of order LS-000042' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const failed = screen.getByRole('link', { name: 'LS-000041' }).closest('tr')!;
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Retry payment, order LS-000041' })).toBeInTheDocument();
  });

  it('cancels an unpaid order only after the buyer confirms it, and reads the list again', async () => {
    const unpaid = createOrderSummary({
      id: 'o-1',
      number: 'LS-000043',
      status: 'pending_payment',
      canPay: true,
      canCancel: true,
    });
    let cancelled = false;
    const api = mockApi({
      'GET /api/orders': () => ({
        body: createOrderList([
          cancelled ? { ...unpaid, status: 'cancelled', canPay: false, canCancel: false } : unpaid,
        ]),
      }),
      'POST /api/orders/o-1/cancel': () => {
        cancelled = true;
        return { body: createOrderDetails({ id: 'o-1', status: 'cancelled' }) };
      },
      ...NO_RESULTS,
    });
    renderAt('/account/orders', <OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order LS-000043' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(requestedUrls(api, '/api/orders/o-1/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order LS-000043' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(requestedUrls(api, '/api/orders/o-1/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: 'LS-000043' }).closest('tr')!).getByText('Cancelled'),
      ).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order LS-000043' })).not.toBeInTheDocument();
  });

  it('keeps the filter and page in the address and asks the API for them', async () => {
    const api = mockApi({
      'GET /api/orders': {
        body: createOrderList([createOrderSummary()], { total: 25, page: 2 }),
      },
      ...NO_RESULTS,
    });
    renderAt('/account/orders?status=paid&page=2', <OrdersPage />);
    expect(await screen.findByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('Page 2 of 3');
    expect(requestedUrls(api, '/api/orders')[0]?.search).toBe('?status=paid&page=2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Patient' }), 'Jan Kowalski');
    expect(currentLocation()).toBe('/account/orders?status=paid&patient=Jan+Kowalski');
    await waitFor(() =>
      expect(requestedUrls(api, '/api/orders').at(-1)?.searchParams.get('patient')).toBe('Jan Kowalski'),
    );
  });

  it('says when no order matches the filters, with a way back to all of them', async () => {
    mockApi({ 'GET /api/orders': { body: createOrderList([]) }, ...NO_RESULTS });
    renderAt('/account/orders?status=expired', <OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'No order matches these filters.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every order' })).toHaveAttribute('href', '/account/orders');
  });
});
