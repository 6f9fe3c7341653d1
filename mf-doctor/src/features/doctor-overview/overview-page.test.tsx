import { screen, within } from '@testing-library/react';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { createRow } from '../practice/practice-factories';

const overview = (overrides: object = {}) => ({
  month: '2026-11',
  issued: 4,
  paid: 1,
  awaitingPayment: 3,
  commissionEarnedMinor: 1140,
  commissionPendingMinor: 2550,
  latest: [createRow(), createRow({ id: 'b2', status: 'awaiting_salary', statusWords: 'Awaiting salary calculation' })],
  currency: 'GBP',
  ...overrides,
});

describe("the doctor's overview", () => {
  it("shows this month's figures, the latest referrals and a link to every section", async () => {
    mockApi({ 'GET /api/doctor/overview': { body: overview() } });
    renderAt('/doctor', <DoctorRoutes />);

    const figures = await screen.findByRole('group', { name: 'This month at a glance, November 2026' });
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(pairs).toEqual([
      'Referrals issued: 4',
      'Referrals paid: 1',
      'Awaiting payment: 3',
      'Commission earned: £11.40',
      'Commission pending: £25.50',
    ]);
    const latest = screen.getByRole('table', { name: 'Latest referrals' });
    expect(within(latest).getAllByRole('row')).toHaveLength(3);
    expect(within(latest).getByText('Awaiting salary calculation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all referrals' })).toHaveAttribute('href', '/doctor/area/referrals');
    const tools = screen.getByRole('heading', { name: 'Your tools' }).parentElement as HTMLElement;
    expect(within(tools).getByRole('link', { name: 'Issue referral' })).toHaveAttribute(
      'href',
      '/doctor/area/issue-referral',
    );
    expect(within(tools).getByRole('link', { name: 'Statistics' })).toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: 'List of patients' })).toBeInTheDocument();
  });

  it('says so while it loads', () => {
    mockApi({ 'GET /api/doctor/overview': 'never' });
    renderAt('/doctor', <DoctorRoutes />);
    expect(screen.getByText('Loading this month’s figures…')).toBeInTheDocument();
  });

  it('invites a first referral when there is none', async () => {
    mockApi({ 'GET /api/doctor/overview': { body: overview({ issued: 0, latest: [] }) } });
    renderAt('/doctor', <DoctorRoutes />);
    expect(await screen.findByRole('heading', { name: 'You have not issued any referrals yet.' })).toBeInTheDocument();
  });

  it("gives a patient the 403 page's text", async () => {
    mockApi({ 'GET /api/doctor/overview': { status: 403, body: { message: 'It cannot be done.' } } });
    renderAt('/doctor', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have rights to the resource');
  });

  it('offers to try again after a failure', async () => {
    mockApi({ 'GET /api/doctor/overview': { status: 500, body: { message: 'Server Error' } } });
    renderAt('/doctor', <DoctorRoutes />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This month’s figures could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
