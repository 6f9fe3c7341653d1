import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { readPendingRegistration, savePendingRegistration } from './pending-registration';
import { SmsCodePage } from './sms-code-page';

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'patient-1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function showSmsCode(routes: Record<string, ApiHandler> = {}) {
  const api = mockApi(routes);
  renderAt(
    '/register/sms-code',
    <Routes>
      <Route path="/register/sms-code" element={<SmsCodePage />} />
      <Route path="/account" element={<h1>Dashboard</h1>} />
    </Routes>,
  );
  return api;
}

function recordToasts() {
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  return toasts;
}

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText(/^SMS code/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the SMS code page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    savePendingRegistration({ registrationId: 'reg-1', phone: '600100200', doctor: false });
  });

  it('asks for the code', async () => {
    const api = showSmsCode();
    expect(screen.getByText('We sent a code by SMS to +48 600 100 200.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/^SMS code/)).toHaveAccessibleDescription('SMS code is required.');
    expect(api).not.toHaveBeenCalled();
  });

  it('says a refused code is invalid', async () => {
    showSmsCode({
      'POST /api/register/sms-code': { status: 422, body: { message: 'Invalid.', errors: { code: ['Wrong code.'] } } },
    });
    await enterCode('1234');
    expect(await screen.findByText('The code you entered is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^SMS code/)).toHaveAccessibleDescription('The code you entered is invalid.');
  });

  it('sends a newly registered doctor to the page that says the licence number awaits verification', async () => {
    savePendingRegistration({ registrationId: 'reg-2', phone: '600100200', doctor: true });
    showSmsCode({ 'POST /api/register/sms-code': { body: { token: 'token-2', user: USER } } });
    await enterCode('1234');

    await waitFor(() => expect(currentLocation()).toBe('/doctor/verification'));
  });

  it('logs the new account in with the right code', async () => {
    const api = showSmsCode({ 'POST /api/register/sms-code': { body: { token: 'token-1', user: USER } } });
    const sessions: EventPayload<'session:changed'>[] = [];
    getEventBus()
      .on('session:changed')
      .subscribe((session) => sessions.push(session));
    await enterCode(' 1234 ');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/account');
    expect(sessions.at(-1)).toEqual({ user: USER, token: 'token-1' });
    expect(readPendingRegistration()).toBeNull();
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ registrationId: 'reg-1', code: '1234' });
  });

  it('says when the code was sent again', async () => {
    showSmsCode({ 'POST /api/register/sms-code/resend': { body: { message: 'Sent.' } } });
    const toasts = recordToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'The code was sent again.' }]));
  });

  it('says when sending the code again failed', async () => {
    showSmsCode({ 'POST /api/register/sms-code/resend': { status: 429, body: { message: 'Too many attempts.' } } });
    const toasts = recordToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ type: 'error', message: 'An error occurred while submitting the code.' }]),
    );
  });

  it('sends a visitor without a registration back to it', () => {
    sessionStorage.clear();
    showSmsCode();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
