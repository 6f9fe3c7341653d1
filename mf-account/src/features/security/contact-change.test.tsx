import { screen, waitFor, within } from '@testing-library/react';
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

async function show(routes: Record<string, ApiHandler>) {
  const api = mockApi({ 'GET /api/profile': { body: PROFILE }, ...routes });
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  renderAt('/account/security', <SecurityPage />);
  await screen.findByText('+48 600 100 200');
  return { api, toasts };
}

const phoneSection = () => screen.getByRole('region', { name: 'Phone number' });

async function askForPhoneCode(phone: string) {
  await userEvent.type(screen.getByLabelText(/^New phone number/), phone);
  await userEvent.click(within(phoneSection()).getByRole('button', { name: 'Send the code' }));
}

describe('changing the phone number', () => {
  it('sends a code to the new number, keeps the old one until the code is confirmed, then shows the new one', async () => {
    const { api, toasts } = await show({
      'POST /api/profile/phone': {
        status: 202,
        body: { message: 'We sent a code to the new phone number.', sentTo: '511222333' },
      },
      'POST /api/profile/phone/confirm': { body: { ...PROFILE, phone: '511222333' } },
    });

    await askForPhoneCode('+48 511 222 333');
    expect(await screen.findByText('+48 511 222 333')).toBeInTheDocument();
    expect(phoneSection()).toHaveTextContent('Now: +48 600 100 200');
    const askCall = api.mock.calls.find(([url]) => String(url).endsWith('/api/profile/phone'));
    expect(JSON.parse(String(askCall?.[1]?.body))).toEqual({ phone: '511222333' });

    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));

    await waitFor(() => expect(phoneSection()).toHaveTextContent('Now: +48 511 222 333'));
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'The changes were recorded.' });
    const confirmCall = api.mock.calls.find(([url]) => String(url).endsWith('/api/profile/phone/confirm'));
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('shows a taken number and a wrong code next to their fields', async () => {
    let asked = 0;
    await show({
      'POST /api/profile/phone': () => {
        asked += 1;
        return asked === 1
          ? { status: 422, body: { message: 'Invalid.', errors: { phone: ['This phone number is already taken.'] } } }
          : { status: 202, body: { message: 'Sent.', sentTo: '511222334' } };
      },
      'POST /api/profile/phone/confirm': {
        status: 422,
        body: { message: 'The code you entered is invalid.', errors: { code: ['The code you entered is invalid.'] } },
      },
    });

    await askForPhoneCode('511222333');
    expect(await screen.findByText('This phone number is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New phone number/)).toHaveAccessibleDescription(
      /This phone number is already taken\.$/,
    );

    await userEvent.clear(screen.getByLabelText(/^New phone number/));
    await askForPhoneCode('511222334');
    await userEvent.type(await screen.findByLabelText(/^Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription('The code you entered is invalid.'),
    );
    expect(phoneSection()).toHaveTextContent('Now: +48 600 100 200');
  });

  it('sends the code again, and says when it could not', async () => {
    let asked = 0;
    const { toasts } = await show({
      'POST /api/profile/phone': () => {
        asked += 1;
        return asked < 3
          ? { status: 202, body: { message: 'Sent.', sentTo: '511222333' } }
          : { status: 429, body: { message: 'The code has just been sent, wait a moment to receive a new code.' } };
      },
    });
    await askForPhoneCode('511222333');

    await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ type: 'success', message: 'The code was sent again.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        type: 'error',
        message:
          'An error occurred while submitting the code. The code has just been sent, wait a moment to receive a new code.',
      }),
    );
  });

  it('checks the new e-mail address before sending anything', async () => {
    const { api } = await show({});
    await userEvent.type(screen.getByLabelText(/^New e-mail address/), 'not-an-address');
    const emailSection = screen.getByRole('region', { name: 'E-mail address' });
    await userEvent.click(within(emailSection).getByRole('button', { name: 'Send the code' }));
    expect(screen.getByLabelText(/^New e-mail address/)).not.toHaveAccessibleDescription('');
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
