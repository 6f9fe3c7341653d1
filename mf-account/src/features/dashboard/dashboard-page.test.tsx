import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createEntry, createGroup, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createOrderList, createOrderSummary } from '../orders/testing/order-factories';
import { DashboardPage } from './dashboard-page';

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-7',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

const EMPTY = {
  'GET /api/results': { body: { patients: [] } },
  'GET /api/results/seen': { body: { seenAt: '2026-03-01T00:00:00.000Z' } },
  'GET /api/orders': { body: createOrderList([], { patientNames: [] }) },
  'GET /api/referrals': { body: { patients: [] } },
  'GET /api/account-data': { body: { doctors: [] } },
};

describe('the dashboard', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: USER, token: 'token-7' });
  });

  it('shows placeholders while it reads what needs attention', () => {
    mockApi({ ...EMPTY, 'GET /api/results': 'never' });
    renderAt('/account', <DashboardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading what needs your attention…');
  });

  it('says when nothing needs attention, and still leads to every section', async () => {
    mockApi(EMPTY);
    renderAt('/account', <DashboardPage />);
    expect(await screen.findByText('Nothing needs your attention now.')).toBeInTheDocument();
    const sections = screen.getByRole('region', { name: 'Your account' });
    for (const name of ['Results and referrals', 'Orders', 'Patients', 'Profile settings', 'Security']) {
      expect(within(sections).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('offers to try again when a part cannot be read', async () => {
    mockApi({ ...EMPTY, 'GET /api/results': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/account', <DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.queryByText('Nothing needs your attention now.')).not.toBeInTheDocument();
  });

  it('offers to try again when the last visit cannot be read, and shows no results as new meanwhile', async () => {
    mockApi({
      ...EMPTY,
      'GET /api/results': { body: { patients: [createGroup([createEntry({ testName: 'TSH', resultId: 'r-9' })])] } },
      'GET /api/results/seen': { status: 500, body: { message: 'Unexpected error occurred' } },
    });
    renderAt('/account', <DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.queryByRole('region', { name: 'New results since your last visit' })).not.toBeInTheDocument();

    mockApi({
      ...EMPTY,
      'GET /api/results': {
        body: {
          patients: [
            createGroup([createEntry({ testName: 'TSH', resultId: 'r-9', receivedAt: '2026-03-04T08:00:00.000Z' })]),
          ],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const fresh = await screen.findByRole('region', { name: 'New results since your last visit' });
    expect(within(fresh).getByRole('link', { name: 'TSH' })).toHaveAttribute('href', '/account/results/r-9');
  });

  it('counts results of the last 30 days as new before the first visit', async () => {
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
    mockApi({
      ...EMPTY,
      'GET /api/results/seen': { body: { seenAt: null } },
      'GET /api/results': {
        body: {
          patients: [
            createGroup([
              createEntry({ orderLineId: 'recent', testName: 'Ferritin', resultId: 'r-1', receivedAt: daysAgo(2) }),
              createEntry({ orderLineId: 'old', testName: 'TSH', resultId: 'r-2', receivedAt: daysAgo(45) }),
            ]),
          ],
        },
      },
    });
    renderAt('/account', <DashboardPage />);
    const fresh = await screen.findByRole('region', { name: 'New results since your last visit' });
    expect(
      within(fresh)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ferritin']);
  });

  it('puts new results first, flagged ones before the others, then orders to pay, referrals and doctors', async () => {
    mockApi({
      ...EMPTY,
      'GET /api/results': {
        body: {
          patients: [
            createGroup([
              createEntry({
                orderLineId: 'old',
                testName: 'TSH',
                resultId: 'r-0',
                receivedAt: '2026-02-01T08:00:00.000Z',
              }),
              createEntry({
                orderLineId: 'ok',
                testName: 'Ferritin',
                resultId: 'r-1',
                outOfRange: 0,
                receivedAt: '2026-03-05T08:00:00.000Z',
              }),
              createEntry({
                orderLineId: 'low',
                testName: 'Vitamin D',
                resultId: 'r-2',
                outOfRange: 1,
                receivedAt: '2026-03-02T08:00:00.000Z',
              }),
            ]),
          ],
        },
      },
      'GET /api/orders': (url: URL) => ({
        body: createOrderList(
          url.searchParams.get('status') === 'pending_payment'
            ? [
                createOrderSummary({
                  id: 'o-1',
                  number: 'LS-000050',
                  status: 'pending_payment',
                  canPay: true,
                  canCancel: true,
                }),
              ]
            : [],
        ),
      }),
      'GET /api/account-data': {
        body: {
          doctors: [
            {
              id: 'd-1',
              name: 'Dr Maria Zielińska',
              ask_for_examinations: true,
              add_access: false,
              requested_at: null,
              granted_at: null,
            },
          ],
        },
      },
    });
    renderAt('/account', <DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anna' })).toBeInTheDocument();
    const fresh = await screen.findByRole('region', { name: 'New results since your last visit' });
    expect(
      within(fresh)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vitamin D', 'Ferritin']);
    expect(within(fresh).getByText('1 outside the range')).toBeInTheDocument();
    const toPay = screen.getByRole('region', { name: 'Orders awaiting payment' });
    expect(within(toPay).getByRole('link', { name: 'Pay now for order LS-000050' })).toHaveAttribute(
      'href',
      '/payment/retry/o-1',
    );
    const doctors = screen.getByRole('region', { name: 'Doctors asking to see your results' });
    expect(within(doctors).getByRole('link', { name: 'Answer Dr Maria Zielińska' })).toHaveAttribute(
      'href',
      '/account/doctors',
    );
  });
});
