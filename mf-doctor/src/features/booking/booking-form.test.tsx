import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BOOKING_MESSAGES } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { currentLocation, mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { goToPaymentPage } from '../../lib/payment-page';
import { createAppointment, createBookableService, createFreeSlot } from './booking-factories';
import { BookingForm } from './booking-form';
import { ChooseDatePage } from './choose-date-page';

jest.mock('../../lib/payment-page', () => ({ goToPaymentPage: jest.fn() }));

const NOW = new Date('2026-12-01T06:00:00Z');
/** Free times on Friday 4 December (Warsaw, UTC+1): 10:00, 13:30 and 18:00. */
const SLOTS = ['2026-12-04T09:00:00.000Z', '2026-12-04T12:30:00.000Z', '2026-12-04T17:00:00.000Z'].map((at) =>
  createFreeSlot(at),
);
const PATIENTS = {
  patients: [
    {
      id: 'patient-2',
      firstName: 'Zosia',
      lastName: 'Kowalska',
      pesel: null,
      birthDate: '2016-05-01',
      sex: 'f',
      ageGroup: 'child',
    },
  ],
};

function signIn(signedIn: boolean) {
  getEventBus().emit('session:changed', {
    user: signedIn
      ? {
          id: 'account-1',
          firstName: 'Ewa',
          lastName: 'Kowalska',
          email: 'ewa@example.com',
          roles: ['patient'],
          activeRole: 'patient',
          status: 'active',
          defaultFacilityId: null,
        }
      : null,
    token: signedIn ? 'token-1' : null,
  });
}

function showForm(
  routes: Record<string, ApiHandler> = {},
  { signedIn = true, reschedule = null as string | null } = {},
) {
  signIn(signedIn);
  const api = mockApi({
    'GET /api/booking/services/service-1/slots': { body: { zone: 'Europe/Warsaw', slots: SLOTS } },
    'GET /api/profile/patients': { body: PATIENTS },
    ...routes,
  });
  renderAt(
    '/appointment/choose-date/service-1',
    <Routes>
      <Route
        path="/appointment/choose-date/:visitId"
        element={
          <BookingForm service={createBookableService()} rescheduleId={reschedule} zone="Europe/Warsaw" now={NOW} />
        }
      />
      <Route path="/appointment/selected/:visitId" element={<p>Confirmation</p>} />
    </Routes>,
  );
  return api;
}

/**
 * Waits for the month's free times by a cheap text query: a role query names every day of the calendar, slowly
 * enough on a busy machine to outlast the wait of a find query.
 */
async function screenShowsFreeTimes() {
  await screen.findByText('Choose a day in the calendar to see its free times.');
}

async function chooseFridayAt(time: string) {
  await screenShowsFreeTimes();
  await userEvent.click(screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 free times' }));
  await userEvent.click(screen.getByRole('radio', { name: time }));
}

const bodyOf = (api: ReturnType<typeof mockApi>, path: string) => {
  const call = api.mock.calls.find(([url, init]) => String(url).includes(path) && init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe('choosing a date for a visit', () => {
  afterEach(() => jest.mocked(goToPaymentPage).mockClear());

  it('offers only the days with free times and groups the chosen day’s times', async () => {
    const api = showForm();
    await screenShowsFreeTimes();
    expect(screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 free times' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: 'Thursday, 3 December 2026, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Friday, 4 December 2026/ }));
    expect(within(screen.getByRole('group', { name: 'Until noon' })).getByRole('radio')).toHaveAccessibleName('10:00');
    expect(within(screen.getByRole('group', { name: 'Afternoon' })).getByRole('radio')).toHaveAccessibleName('13:30');
    expect(within(screen.getByRole('group', { name: 'Evening' })).getByRole('radio')).toHaveAccessibleName('18:00');
    const asked = api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    const slotsAsked = asked.find((url) => url.pathname.endsWith('/slots'));
    expect(slotsAsked?.searchParams.get('from')).toBe('2026-12-01');
    expect(slotsAsked?.searchParams.get('to')).toBe('2026-12-31');
    expect(slotsAsked?.searchParams.get('meetingType')).toBe('online');
  });

  it('books a video visit for a family patient and goes to pay', async () => {
    const api = showForm({
      'POST /api/appointments': { status: 201, body: createAppointment({ id: 'visit-9', status: 'held' }) },
      'POST /api/appointments/visit-9/payment': {
        body: {
          orderId: 'order-9',
          payment: { paymentId: 'p-9', provider: 'sandbox', redirectUrl: '/sandbox/pay/p-9' },
        },
      },
    });
    await chooseFridayAt('13:30');
    await userEvent.selectOptions(await screen.findByLabelText('Who the visit is for'), 'Zosia Kowalska');
    expect(screen.getByText('Your visit: Friday, 4 December 2026, 13:30 (12/04/2026).')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How you pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/sandbox/pay/p-9'));
    expect(bodyOf(api, '/api/appointments')).toEqual({
      serviceId: 'service-1',
      startsAt: '2026-12-04T12:30:00.000Z',
      meetingType: 'online',
      patientId: 'patient-2',
      paymentMethod: 'online',
    });
  });

  it('says the time was just taken and offers the next free times', async () => {
    const next = createFreeSlot('2026-12-04T13:00:00.000Z');
    const api = showForm({
      'POST /api/appointments': { status: 409, body: { message: BOOKING_MESSAGES.slotTaken, nextSlots: [next] } },
    });
    await chooseFridayAt('13:30');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This time has just been taken. Choose another one.');
    expect(screen.getByText('No time chosen yet.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a day and a time first.')).not.toBeInTheDocument();
    await waitFor(() => expect(requestedUrls(api, '/api/booking/services/service-1/slots')).toHaveLength(2));
    await userEvent.click(within(alert).getByRole('button', { name: 'Friday, 4 December 2026, 14:00' }));
    expect(screen.getByText('Your visit: Friday, 4 December 2026, 14:00 (12/04/2026).')).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('books a video meeting (meet) as a video visit paid online, with no place to go and no paying on site', async () => {
    const api = showForm({
      'POST /api/appointments': {
        status: 201,
        body: createAppointment({ id: 'visit-3', status: 'held', meetingType: 'meet' }),
      },
      'POST /api/appointments/visit-3/payment': {
        body: {
          orderId: 'order-3',
          payment: { paymentId: 'p-3', provider: 'sandbox', redirectUrl: '/sandbox/pay/p-3' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Video meeting' }));
    expect(screen.queryByText(/^Where:/)).not.toBeInTheDocument();
    await chooseFridayAt('10:00');
    expect(screen.queryByRole('group', { name: 'How you pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/sandbox/pay/p-3'));
    expect(bodyOf(api, '/api/appointments')).toMatchObject({ meetingType: 'meet', paymentMethod: 'online' });
  });

  it('asks for a time under the times, with focus there, before sending anything', async () => {
    const api = showForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Book and pay' }));
    const times = screen.getByRole('region', { name: 'Free times' });
    expect(times).toHaveAccessibleDescription('Choose a day and a time first.');
    expect(times).toHaveFocus();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await chooseFridayAt('18:00');
    expect(screen.queryByText('Choose a day and a time first.')).not.toBeInTheDocument();
  });

  it('shows the API’s refusals under their fields, and one about no field above the button', async () => {
    showForm({
      'POST /api/appointments': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { startsAt: [BOOKING_MESSAGES.past], serviceId: ['Choose one of the services.'] },
        },
      },
    });
    await chooseFridayAt('18:00');
    await userEvent.selectOptions(await screen.findByLabelText('Who the visit is for'), 'Zosia Kowalska');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByRole('region', { name: 'Friday, 4 December 2026' })).toHaveAccessibleDescription(
      'Choose a date after now.',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The visit could not be booked. Try again.');
    expect(alert).toHaveTextContent('Choose one of the services.');
  });

  it('says under the patient field when the API refuses the patient', async () => {
    showForm({
      'POST /api/appointments': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { patientId: [BOOKING_MESSAGES.unknownPatient] } },
      },
    });
    await chooseFridayAt('10:00');
    const patient = await screen.findByLabelText('Who the visit is for');
    await userEvent.selectOptions(patient, 'Zosia Kowalska');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await waitFor(() => expect(patient).toHaveAccessibleDescription('Choose one of your patients.'));
    expect(patient).toHaveFocus();
  });

  it('says in the API’s words why a visit cannot be moved', async () => {
    showForm(
      {
        'POST /api/appointments/visit-1/reschedule': {
          status: 409,
          body: { message: BOOKING_MESSAGES.tooLateToChange },
        },
      },
      { reschedule: 'visit-1' },
    );
    await chooseFridayAt('10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Move the visit to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A visit can be cancelled or moved until 24 hours before it starts.',
    );
  });

  it('moves an existing visit to the chosen time', async () => {
    const api = showForm(
      { 'POST /api/appointments/visit-1/reschedule': { body: createAppointment() } },
      { reschedule: 'visit-1' },
    );
    await chooseFridayAt('10:00');
    expect(screen.queryByLabelText('Who the visit is for')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move the visit to this time' }));
    await waitFor(() => expect(currentLocation()).toBe('/appointment/selected/visit-1'));
    expect(bodyOf(api, '/reschedule')).toEqual({ startsAt: '2026-12-04T09:00:00.000Z', meetingType: 'online' });
  });

  it('asks a guest to log in before booking', async () => {
    showForm({}, { signedIn: false });
    expect(await screen.findByText('Log in to book a visit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book and pay' })).not.toBeInTheDocument();
  });

  it('says when the free times cannot be loaded and tries again', async () => {
    let answers = 0;
    showForm({
      'GET /api/booking/services/service-1/slots': () =>
        answers++ === 0
          ? { status: 500, body: { message: 'Server error' } }
          : { body: { zone: 'Europe/Warsaw', slots: SLOTS } },
    });
    expect(await screen.findByText('The free times could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Friday, 4 December 2026, 3 free times' })).toBeInTheDocument();
  });
});

describe('the make-an-appointment page', () => {
  function showPage(service: ApiHandler) {
    signIn(true);
    mockApi({ 'GET /api/booking/services/service-1': service });
    renderAt(
      '/appointment/choose-date/service-1',
      <Routes>
        <Route path="/appointment/choose-date/:visitId" element={<ChooseDatePage />} />
        <Route path="/error/:code" element={<p>Error page</p>} />
      </Routes>,
    );
  }

  it('says it is loading, then names the service, the doctor and the price', async () => {
    showPage({ body: createBookableService() });
    expect(screen.getByRole('status')).toHaveTextContent("Loading the doctor's free times…");
    expect(await screen.findByText(/Consultation with/)).toHaveTextContent(
      'Consultation with Dr Anna Nowak, Cardiologist. £150.',
    );
  });

  it('says so when the service cannot be loaded', async () => {
    showPage({ status: 500, body: { message: 'Server error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service could not be loaded.');
  });
});
