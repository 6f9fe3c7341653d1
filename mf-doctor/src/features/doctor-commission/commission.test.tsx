import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';

const line = (overrides: Record<string, unknown>) => ({
  id: 'line-1',
  kind: 'commission',
  kindWords: 'Commission',
  status: 'awaiting_salary',
  statusWords: 'Awaiting salary calculation',
  referralId: 'referral-1',
  patientName: 'Łucja Żółkiewska',
  testsCount: 2,
  commissionOption: '10/5',
  paidMinor: 12_350,
  amountMinor: 1235,
  currency: 'GBP',
  occurredAt: '2026-11-03T10:00:00.000Z',
  invoiceNumber: null,
  ...overrides,
});

const ledger = {
  currency: 'GBP',
  lines: [
    line({}),
    line({
      id: 'line-2',
      referralId: 'referral-2',
      patientName: 'Jan Kowalski',
      status: 'settled',
      statusWords: 'Settled',
      amountMinor: 500,
      commissionOption: '15/0',
      invoiceNumber: 'DR/2026/000007',
      occurredAt: '2026-10-20T10:00:00.000Z',
    }),
  ],
  totals: { earnedMinor: 1735, reversedMinor: 0, netMinor: 1735, settledMinor: 500, awaitingSalaryMinor: 1235 },
};

describe("the doctor's commission ledger", () => {
  it('lists each line with its status in words, and the totals', async () => {
    mockApi({ 'GET /api/doctor/commission': { body: ledger } });
    renderAt('/doctor/area/commission', <DoctorRoutes />);

    const table = await screen.findByRole('table', { name: 'Commission ledger' });
    const waiting = within(table).getByRole('row', { name: /Łucja Żółkiewska/ });
    expect(within(waiting).getByText('Awaiting salary calculation')).toBeInTheDocument();
    expect(within(waiting).getByText('£12.35')).toBeInTheDocument();
    expect(within(waiting).getByText('£123.50')).toBeInTheDocument();
    const settled = within(table).getByRole('row', { name: /Jan Kowalski/ });
    expect(within(settled).getByRole('cell', { name: /Settled/ })).toHaveTextContent(
      'Settled on invoice DR/2026/000007',
    );
    const totals = screen.getByRole('group', { name: 'Commission totals' });
    expect(within(totals).getByText('Net commission').nextSibling).toHaveTextContent('£17.35');
    expect(within(totals).getByText('Awaiting salary calculation').nextSibling).toHaveTextContent('£12.35');
  });

  it('says there is no commission yet', async () => {
    mockApi({
      'GET /api/doctor/commission': {
        body: {
          ...ledger,
          lines: [],
          totals: { ...ledger.totals, earnedMinor: 0, netMinor: 0, settledMinor: 0, awaitingSalaryMinor: 0 },
        },
      },
    });
    renderAt('/doctor/area/commission', <DoctorRoutes />);

    expect(
      await screen.findByText('No commission yet. It appears here once a patient pays for a referral.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that the ledger is loading', () => {
    mockApi({ 'GET /api/doctor/commission': 'never' });
    renderAt('/doctor/area/commission', <DoctorRoutes />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your commission');
  });

  it('offers to try again when the ledger could not be read', async () => {
    let calls = 0;
    mockApi({
      'GET /api/doctor/commission': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Unexpected error occurred' } } : { body: ledger };
      },
    });
    renderAt('/doctor/area/commission', <DoctorRoutes />);

    expect(await screen.findByText('Your commission could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Commission ledger' })).toBeInTheDocument();
  });

  it('is reached from the doctor area navigation, with the invoices', async () => {
    mockApi({ 'GET /api/doctor/commission': { body: ledger } });
    renderAt('/doctor/area/commission', <DoctorRoutes />);

    const nav = await screen.findByRole('navigation', { name: 'Doctor area' });
    expect(within(nav).getByRole('link', { name: 'Commission' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/doctor/area/invoices');
  });
});
