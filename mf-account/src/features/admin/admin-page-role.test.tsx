import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { AdminPage } from './admin-page';

type SessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'account-1',
  firstName: 'Olga',
  lastName: 'Admin',
  email: 'olga@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
  ...overrides,
});

function showAs(sessionUser: SessionUser) {
  getEventBus().emit('session:changed', { user: sessionUser, token: 'token' });
  const api = mockApi({});
  renderAt('/account/admin', <AdminPage />);
  return api;
}

describe('the administration page for a session not acting as an admin', () => {
  it('says ‘It cannot be done.’ once, without asking the API', () => {
    const api = showAs(user({}));

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('It cannot be done.');
    expect(screen.queryByRole('heading', { name: 'Lab deliveries to review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch role to admin' })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('offers an account that holds the admin role the switch to it', async () => {
    const opened: EventPayload<'modal:open'>[] = [];
    getEventBus()
      .on('modal:open')
      .subscribe((modal) => opened.push(modal));
    showAs(user({ roles: ['patient', 'admin'], activeRole: 'patient' }));

    expect(screen.getByText(/You are acting as a patient\./u)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch role to admin' }));

    expect(opened).toEqual([{ name: 'rolesModal' }]);
  });
});
