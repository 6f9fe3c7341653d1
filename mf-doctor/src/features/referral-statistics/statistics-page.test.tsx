import { fireEvent, screen, within } from '@testing-library/react';
import { currentLocation, mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';

const month = (name: string, issued: number, paid: number, revenueMinor: number, commissionMinor: number) => ({
  month: name,
  issued,
  paid,
  conversionPercent: issued === 0 ? 0 : Math.round((paid / issued) * 100),
  revenueMinor,
  commissionMinor,
});

const statistics = (overrides: object = {}) => ({
  from: '2026-09',
  to: '2026-11',
  months: [month('2026-09', 4, 2, 20000, 2000), month('2026-10', 0, 0, 0, 0), month('2026-11', 5, 1, 9000, 450)],
  totals: { issued: 9, paid: 3, conversionPercent: 33, revenueMinor: 29000, commissionMinor: 2450 },
  topTests: [
    { id: 't1', name: 'Vitamin D (25-OH)', referrals: 6 },
    { id: 't2', name: 'Ferritin', referrals: 2 },
  ],
  currency: 'GBP',
  ...overrides,
});

const show = (answer: unknown, path = '/doctor/area/statistics?from=2026-09&to=2026-11') => {
  const api = mockApi({ 'GET /api/doctor/referral-statistics': answer as never });
  renderAt(path, <DoctorRoutes />);
  return api;
};

describe("the doctor's statistics", () => {
  it('draws a chart per measure, each named by its story and with every value in a table', async () => {
    show({ body: statistics() });

    const totals = await screen.findByRole('group', { name: /Totals for the months shown/ });
    expect(within(totals).getByText('£290')).toBeInTheDocument();
    for (const title of ['Referrals issued', 'Referrals paid', 'Conversion', 'Revenue generated', 'Commission']) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    const issued = screen.getByRole('figure', { name: 'Referrals issued' });
    expect(within(issued).getByRole('img')).toHaveAccessibleName(
      'Referrals issued per month from September 2026 to November 2026: November 2026 5, highest 5 in November 2026.',
    );
    const revenueTable = within(screen.getByRole('figure', { name: 'Revenue generated' })).getByRole('table', {
      hidden: true,
    });
    const values = within(revenueTable)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.textContent);
    expect(values).toEqual(['September 2026£200', 'October 2026£0', 'November 2026£90']);
    const top = screen.getByRole('table', { name: 'Tests you refer most' });
    expect(
      within(top)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vitamin D (25-OH)', 'Ferritin']);
  });

  it('asks for the months chosen and keeps them in the address', async () => {
    const api = show({ body: statistics() });
    await screen.findByRole('figure', { name: 'Conversion' });
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-01' } });
    expect(currentLocation()).toBe('/doctor/area/statistics?from=2026-01&to=2026-11');
    expect(requestedUrls(api, '/api/doctor/referral-statistics').at(-1)?.searchParams.get('from')).toBe('2026-01');
    expect(await screen.findByRole('figure', { name: 'Conversion' })).toBeInTheDocument();
  });

  it('says when no tests were referred', async () => {
    show({ body: statistics({ topTests: [] }) });
    expect(await screen.findByRole('heading', { name: 'No tests referred in these months.' })).toBeInTheDocument();
  });

  it('says so while it loads', () => {
    show('never');
    expect(screen.getByText('Loading your statistics…')).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    show({ status: 500, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your statistics could not be loaded.');
  });

  it("gives a patient the 403 page's text", async () => {
    show({ status: 403, body: { message: 'It cannot be done.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have rights to the resource');
  });
});
