import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, type ApiHandler } from '@labshop/shared-contracts/testing';
import { AUTH_INVITATION, AuthBody } from './auth-modal-body';

function show(routes: Record<string, ApiHandler> = {}) {
  mockApi(routes);
  const navigations: string[] = [];
  const sessions: EventPayload<'session:changed'>[] = [];
  getEventBus()
    .on('navigate:requested')
    .subscribe(({ to }) => navigations.push(to));
  getEventBus()
    .on('session:changed')
    .subscribe((session) => sessions.push(session));
  const confirm = jest.fn();
  const cancel = jest.fn();
  render(<AuthBody name="authModal" props={{}} confirm={confirm} cancel={cancel} />);
  return { confirm, cancel, navigations, sessions };
}

describe('the authModal body', () => {
  it('invites a guest to log in or add a patient, and logs in', async () => {
    const user = {
      id: 'a1',
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      roles: ['patient'],
      activeRole: 'patient',
      status: 'active',
      defaultFacilityId: null,
    };
    const { confirm, sessions } = show({ 'POST /api/patient/login': { body: { token: 't1', user } } });
    expect(screen.getByText(AUTH_INVITATION)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^E-mail or phone number/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ choice: 'logged-in' }));
    expect(sessions.at(-1)).toEqual({ user, token: 't1' });
  });

  it('lets the guest go on and add a patient instead', async () => {
    const { confirm } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a guest and add a patient' }));
    expect(confirm).toHaveBeenCalledWith({ choice: 'add-patient' });
  });

  it('leads to the registration page', async () => {
    const { cancel, navigations } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(cancel).toHaveBeenCalled();
    expect(navigations).toEqual(['/register']);
  });
});
