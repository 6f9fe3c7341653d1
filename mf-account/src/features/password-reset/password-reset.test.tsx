import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { NewPasswordPage } from './new-password-page';
import { ResetRequestPage } from './reset-request-page';

function show(path: string, routes: Record<string, ApiHandler> = {}) {
  const api = mockApi(routes);
  renderAt(
    path,
    <Routes>
      <Route path="/password/reset" element={<ResetRequestPage />} />
      <Route path="/password/reset/:token" element={<NewPasswordPage />} />
    </Routes>,
  );
  return api;
}

async function askForLink(email: string) {
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  await userEvent.click(screen.getByRole('button', { name: /Send the link/ }));
}

async function setPassword(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set the password' }));
}

describe('asking for a password reset link', () => {
  it('checks the address first', async () => {
    const api = show('/password/reset');
    await askForLink('anna@');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter a valid email address.');
    expect(api).not.toHaveBeenCalled();
  });

  it('says the link is on its way', async () => {
    const api = show('/password/reset', { 'POST /api/password/reset': { body: { message: 'Sent.' } } });
    await askForLink(' anna@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent it a link to set a new password.',
    );
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@example.com' });
  });

  it('asks to wait while a sent link is fresh', async () => {
    show('/password/reset', {
      'POST /api/password/reset': {
        status: 429,
        body: { message: 'The link has been sent, wait a moment to receive a new link.' },
      },
    });
    await askForLink('anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link has been sent, wait a moment to receive a new link.',
    );
  });

  it('says the request failed while the accounts API is missing', async () => {
    show('/password/reset');
    await askForLink('anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
  });
});

describe('setting a new password from the e-mailed link', () => {
  it('checks the password rules and the confirmation', async () => {
    const api = show('/password/reset/abc');
    await setPassword('weakpass', 'other');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'The password must have at least 8 characters, with a lowercase letter, an uppercase letter and a number.',
    );
    expect(screen.getByLabelText(/^Confirm the new password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('sets the password with the token of the link', async () => {
    const api = show('/password/reset/tok-1', { 'POST /api/password/reset/tok-1': { body: { message: 'Done.' } } });
    await setPassword('Secret-pass1', 'Secret-pass1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Secret-pass1', passwordConfirmation: 'Secret-pass1' });
  });

  it('shows why an expired link was refused', async () => {
    show('/password/reset/old', {
      'POST /api/password/reset/old': {
        status: 422,
        body: { message: 'Invalid.', errors: { token: ['This link has expired.'], password: ['Choose another.'] } },
      },
    });
    await setPassword('Secret-pass1', 'Secret-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Failed to save.');
    expect(alert).toHaveTextContent('This link has expired.');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Choose another.');
  });
});
