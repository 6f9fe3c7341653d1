import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, type ApiHandler } from '@labshop/shared-contracts/testing';
import { RolesBody } from './roles-modal-body';

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-1',
  firstName: 'Ewa',
  lastName: 'Kowalska',
  email: 'ewa@example.com',
  roles: ['patient', 'doctor'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function show(routes: Record<string, ApiHandler>) {
  const api = mockApi(routes);
  getEventBus().emit('session:changed', { user: USER, token: 'token-1' });
  const seen = {
    sessions: [] as EventPayload<'session:changed'>[],
    toasts: [] as EventPayload<'toast:show'>[],
    navigations: [] as string[],
  };
  const bus = getEventBus();
  bus.on('session:changed').subscribe((session) => seen.sessions.push(session));
  bus.on('toast:show').subscribe((toast) => seen.toasts.push(toast));
  bus.on('navigate:requested').subscribe(({ to }) => seen.navigations.push(to));
  const confirm = jest.fn();
  const cancel = jest.fn();
  render(<RolesBody name="rolesModal" props={{}} confirm={confirm} cancel={cancel} />);
  return { api, confirm, cancel, ...seen };
}

describe('the rolesModal body', () => {
  it('offers the roles the account holds, the current one chosen', () => {
    show({});
    expect(screen.getByRole('radio', { name: 'Patient (current)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Doctor' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Administrator/ })).not.toBeInTheDocument();
  });

  it('switches the session to the chosen role, keeps the new token the API gives, and goes where that role starts', async () => {
    const { api, confirm, sessions, toasts, navigations } = show({
      'POST /api/user/role': {
        body: { token: 'token-2', user: { ...USER, activeRole: 'doctor', default_facility: null } },
      },
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Doctor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch role' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledWith('doctor'));
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'doctor' });
    // The switch is asked for with the token the session had; the site then keeps the reissued one.
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(sessions.at(-1)).toEqual({ user: { ...USER, activeRole: 'doctor' }, token: 'token-2' });
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'You now act as: Doctor.' });
    expect(navigations).toEqual(['/doctor']);
  });

  it('says ‘It cannot be done.’ when the API refuses the role', async () => {
    const { confirm, toasts } = show({
      'POST /api/user/role': { status: 403, body: { message: 'It cannot be done.' } },
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Doctor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch role' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('It cannot be done.');
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'It cannot be done.' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
