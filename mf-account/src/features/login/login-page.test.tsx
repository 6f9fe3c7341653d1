import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { currentLocation, mockApi, type ApiHandler, renderAt } from '@labshop/shared-contracts/testing';
import { LoginPage } from './login-page';

const PATIENT: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'patient-1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function showLogin(login?: ApiHandler, at = '/login') {
  const api = mockApi(login ? { 'POST /api/patient/login': login } : {});
  renderAt(
    at,
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/account" element={<h1>Dashboard</h1>} />
    </Routes>,
  );
  return api;
}

async function logIn(login: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-mail or phone number/), login);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('asks for both fields before sending anything', async () => {
    const api = showLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText(/E-mail or phone number/)).toHaveAccessibleDescription(
      'Enter your e-mail address or phone number.',
    );
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('says the credentials are invalid, with the errors the server gave', async () => {
    showLogin({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { login: ['No account uses this login.'], captcha: ['Confirm you are not a robot.'] },
      },
    });
    await logIn('anna@example.com', 'Wrong-pass1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The credentials are invalid.')).toBeInTheDocument();
    expect(within(alert).getByText('Confirm you are not a robot.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail or phone number/)).toHaveAccessibleDescription('No account uses this login.');
  });

  it('says to wait, not that the credentials are invalid, while logins are slowed down', async () => {
    showLogin({
      status: 429,
      body: { message: 'Too many login attempts. Wait a few minutes and try again.' },
    });
    await logIn('anna@example.com', 'Right-pass1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many login attempts. Wait a few minutes and try again.');
    expect(alert).not.toHaveTextContent('The credentials are invalid.');
    expect(currentLocation()).toBe('/login');
  });

  it('treats a missing login endpoint as a failed login', async () => {
    showLogin();
    await logIn('500600700', 'Secret-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The credentials are invalid.');
    expect(currentLocation()).toBe('/login');
  });

  it('sends the credentials, shares the session and opens the account', async () => {
    const api = showLogin({ body: { token: 'token-1', user: PATIENT } });
    const sessions: EventPayload<'session:changed'>[] = [];
    getEventBus()
      .on('session:changed')
      .subscribe((session) => sessions.push(session));

    await logIn(' anna@example.com ', 'Secret-pass1');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/account');
    expect(sessions.at(-1)).toEqual({ user: PATIENT, token: 'token-1' });
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'anna@example.com', password: 'Secret-pass1' });
  });

  it('says the session expired when the site brought the person here for that', () => {
    showLogin(undefined, '/login?session=expired');

    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Log in again to continue.');
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says nothing of a session to a person who came to log in', () => {
    showLogin();

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links to registration and password reset', () => {
    showLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password/reset');
  });
});
