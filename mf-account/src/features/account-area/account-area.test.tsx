import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { AccountRoutes } from '../../app/app';

const sectionsOf = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the account's navigation", () => {
  beforeEach(() => {
    mockApi({ 'GET /api/results': 'never', 'GET /api/referrals': 'never', 'GET /api/results/archive': 'never' });
  });

  it('lists the sections of the account menu, as the route manifest titles them', () => {
    renderAt('/account/visits', <AccountRoutes />);
    const navigation = screen.getByRole('navigation', { name: 'Your account' });
    expect(sectionsOf(navigation)).toEqual([
      'Dashboard',
      'Results and referrals',
      'Orders',
      'Patients',
      'Scheduled visits',
      'Profile settings',
      'Security',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Scheduled visits' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the pages of the results section under it and moves between them', async () => {
    renderAt('/account/results', <AccountRoutes />);
    const navigation = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(navigation).getByRole('link', { name: 'Latest results' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(navigation).getByRole('link', { name: 'Results archive' }));

    expect(currentLocation()).toBe('/account/results/archive');
    expect(screen.getByRole('heading', { level: 1, name: 'Results archive' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Results archive' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Results and referrals' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(navigation).getByRole('link', { name: 'Your doctors' })).toHaveAttribute('href', '/account/doctors');
  });

  it('stays off logging in and the administration', () => {
    const { unmount } = renderAt('/login', <AccountRoutes />);
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/admin/doctors/pending': 'never', 'GET /api/admin/lab-deliveries/unmatched': 'never' });
    renderAt('/account/admin', <AccountRoutes />);
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
  });
});
