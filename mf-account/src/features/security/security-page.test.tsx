import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { SecurityPage } from './security-page';

const PROFILE = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phone: '600100200',
  pesel: null,
  birthDate: '1980-01-01',
  sex: 'f',
  idCardNumber: null,
  address: null,
};

function show(routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET /api/profile': { body: PROFILE }, ...routes });
  renderAt('/account/security', <SecurityPage />);
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  return { api, toasts };
}

async function change(current: string, password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
}

describe('changing the password', () => {
  it('checks the current and new passwords and the confirmation', async () => {
    const { api } = show();
    await screen.findByText('anna@example.com');
    await change('old', 'Secret-pass1', 'Secret-pass2');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The password must have at least 8 characters, with a lowercase letter, an uppercase letter and a number.',
    );
    expect(screen.getByLabelText(/^Confirm the new password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(api.mock.calls.filter(([, request]) => request?.method === 'PUT')).toEqual([]);
  });

  it('shows a wrong current password on its field', async () => {
    show({
      'PUT /api/profile/password': {
        status: 422,
        body: { message: 'Invalid.', errors: { currentPassword: ['The current password is wrong.'] } },
      },
    });
    await change('Old-pass11', 'Secret-pass1', 'Secret-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Changes were not saved.');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is wrong.');
  });

  it('records the change', async () => {
    const { api, toasts } = show({ 'PUT /api/profile/password': { body: { message: 'Changed.' } } });
    await change('Old-pass11', 'Secret-pass1', 'Secret-pass1');
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'The changes were recorded.' }]));
    const [, init] = api.mock.calls.find(([, request]) => request?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'Old-pass11',
      password: 'Secret-pass1',
      passwordConfirmation: 'Secret-pass1',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
  });
});
