import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { readPendingRegistration } from './pending-registration';
import { DoctorRegisterPage, RegisterPage } from './register-page';

function showRegistration(path: '/register' | '/register/doctor', routes: Record<string, ApiHandler> = {}) {
  const api = mockApi(routes);
  renderAt(
    path,
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/doctor" element={<DoctorRegisterPage />} />
      <Route path="/register/sms-code" element={<h1>SMS code</h1>} />
    </Routes>,
  );
  return api;
}

async function fillPatient() {
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Anna');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Kowalska');
  await userEvent.type(screen.getByLabelText(/^Phone number/), '+48 600 100 200');
  await userEvent.type(screen.getByLabelText(/^PESEL number/), '02070803628');
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByLabelText(/^ID card number/), 'ABS123456');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret-pass1');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret-pass1');
  await userEvent.click(screen.getByLabelText(/I accept the terms of use/));
  await userEvent.click(screen.getByLabelText(/I agree to receive marketing information/));
  await userEvent.click(screen.getByLabelText(/I agree to be contacted/));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create an account' }));

describe('the registration page', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the fields before sending anything', async () => {
    const api = showRegistration('/register');
    await userEvent.type(screen.getByLabelText(/^PESEL number/), '02070803628');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'password');
    await submit();

    expect(screen.getByLabelText(/^PESEL number/)).toHaveAccessibleDescription(
      'The PESEL number does not match the selected sex.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password must have at least 8 characters, with a lowercase letter, an uppercase letter and a number.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/I accept the terms of use/)).toHaveAccessibleDescription(
      'Acceptance of the terms of use is required.',
    );
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the +48 prefix before the phone number, and takes the number with or without it', async () => {
    showRegistration('/register');
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAccessibleDescription(/^Country code \+48 9 digits/);
    await userEvent.type(phone, '600-100-20');
    await submit();
    expect(phone).toHaveAccessibleDescription(/The phone number must have 9 digits\.$/);
    await userEvent.type(phone, '0');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the date of birth when registering by phone without a PESEL number', async () => {
    showRegistration('/register');
    await userEvent.click(screen.getByRole('radio', { name: 'By phone number' }));
    await userEvent.click(screen.getByLabelText('I have no PESEL number'));
    expect(screen.queryByLabelText(/^PESEL number/)).not.toBeInTheDocument();
    await submit();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Enter the date of birth.',
    );
  });

  it('sends the form and goes on to the SMS code', async () => {
    const api = showRegistration('/register', {
      'POST /api/register/patient': { status: 201, body: { registrationId: 'reg-1', phone: '600100200' } },
    });
    await fillPatient();
    await submit();

    expect(await screen.findByRole('heading', { name: 'SMS code' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/register/sms-code');
    expect(readPendingRegistration()).toEqual({ registrationId: 'reg-1', phone: '600100200', doctor: false });
    const [, init] = api.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      method: 'pesel',
      captcha: 'test.challenge:0',
      email: 'anna@example.com',
      phone: '600100200',
      pesel: '02070803628',
      birthDate: '1902-07-08',
      sex: 'f',
      termsAccepted: true,
    });
  });

  it('shows the errors of the API next to their fields', async () => {
    showRegistration('/register', {
      'POST /api/register/patient': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            email: ['The email has already been taken.'],
            phone: ['The account with the phone number you have provided already exists.'],
          },
        },
      },
    });
    await fillPatient();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Failed to save.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      /The account with the phone number you have provided already exists\.$/,
    );
  });

  it('says why to wait when too many registrations were started', async () => {
    showRegistration('/register', {
      'POST /api/register/patient': {
        status: 429,
        body: { message: 'Too many registrations were started. Wait a while and try again.' },
      },
    });
    await fillPatient();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Failed to save.');
    expect(alert).toHaveTextContent('Too many registrations were started. Wait a while and try again.');
    expect(currentLocation()).toBe('/register');
  });

  it('says saving failed while the accounts API is missing', async () => {
    showRegistration('/register');
    await fillPatient();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Failed to save.');
    expect(currentLocation()).toBe('/register');
  });

  it('registers a doctor with the medical licence number', async () => {
    const api = showRegistration('/register/doctor', {
      'POST /api/register/doctor': { status: 201, body: { registrationId: 'reg-2', phone: '600100200' } },
    });
    expect(screen.getByText(/Doctor features open once your account is verified/)).toBeInTheDocument();
    await fillPatient();
    await submit();
    expect(screen.getByLabelText(/^Medical licence number/)).toHaveAccessibleDescription(
      'Enter the medical licence number.',
    );
    await userEvent.type(screen.getByLabelText(/^Medical licence number/), '5425740');
    await submit();

    expect(await screen.findByRole('heading', { name: 'SMS code' })).toBeInTheDocument();
    expect(readPendingRegistration()?.doctor).toBe(true);
    const [, init] = api.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ pwz: '5425740' });
  });
});
