import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { Profile } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { ProfilePage } from './profile-page';

const PROFILE: Profile = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  phone: '600100200',
  pesel: '02070803628',
  birthDate: '1902-07-08',
  sex: 'f',
  idCardNumber: null,
  address: { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '00-001', city: 'Warszawa' },
};

function show(update?: ApiHandler) {
  const api = mockApi({ 'GET /api/profile': { body: PROFILE }, ...(update ? { 'PUT /api/profile': update } : {}) });
  renderAt('/account/profile', <ProfilePage />);
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  return { api, toasts };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

describe('the profile settings', () => {
  it('records the changes', async () => {
    const { api, toasts } = show({ body: { ...PROFILE, lastName: 'Nowak' } });
    const lastName = await screen.findByLabelText(/^Last name/);
    expect(lastName).toHaveValue('Kowalska');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Nowak');
    await save();

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'The changes were recorded.' }]));
    const [, init] = api.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      idCardNumber: null,
      address: { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '00-001', city: 'Warszawa' },
    });
  });

  it('checks the fields before saving', async () => {
    const { api } = show();
    await userEvent.clear(await screen.findByLabelText(/^City/));
    await userEvent.type(screen.getByLabelText(/^ID card number/), 'ABS123457');
    await save();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required.');
    expect(screen.getByLabelText(/^ID card number/)).toHaveAccessibleDescription('Enter a valid ID card number.');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shows the API errors of the address on its fields', async () => {
    const { toasts } = show({
      status: 422,
      body: { message: 'Invalid.', errors: { 'address.postCode': ['The post code is not valid.'] } },
    });
    await screen.findByLabelText(/^Post code/);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Changes were not saved.');
    expect(screen.getByLabelText(/^Post code/)).toHaveAccessibleDescription('The post code is not valid.');
    expect(toasts).toEqual([{ type: 'error', message: 'An error occurred. Changes were not saved.' }]);
  });

  it('offers to try again when the profile cannot be read', async () => {
    mockApi({});
    renderAt('/account/profile', <ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
