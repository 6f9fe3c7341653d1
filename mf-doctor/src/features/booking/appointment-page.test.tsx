import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BOOKING_MESSAGES, type Appointment } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { goToPaymentPage } from '../../lib/payment-page';
import { AppointmentDetails } from './appointment-details';
import { AppointmentPage } from './appointment-page';
import { createAppointment } from './booking-factories';

jest.mock('../../lib/payment-page', () => ({ goToPaymentPage: jest.fn() }));

function showPage(appointment: ApiHandler, routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET /api/appointments/visit-1': appointment, ...routes });
  renderAt(
    '/appointment/selected/visit-1',
    <Routes>
      <Route path="/appointment/selected/:visitId" element={<AppointmentPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

/** The details in the patient's zone, so what is read does not depend on where the test runs. */
function showDetails(appointment: Appointment, zone = 'Europe/Warsaw') {
  renderAt(
    '/appointment/selected/visit-1',
    <AppointmentDetails appointment={appointment} onChanged={() => undefined} zone={zone} />,
  );
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the appointment-arranged confirmation', () => {
  it('says the visit is arranged with its date, time, doctor, type, price and how to join', () => {
    showDetails(createAppointment());
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment arranged' })).toBeInTheDocument();
    expect(fact('Date')).toHaveTextContent('Friday, 4 December 2026 (12/04/2026)');
    expect(fact('Time')).toHaveTextContent('10:00 (Europe/Warsaw)');
    expect(fact('Doctor')).toHaveTextContent('Dr Anna Nowak, Cardiologist');
    expect(fact('Patient')).toHaveTextContent('Zosia Kowalska');
    expect(fact('Type')).toHaveTextContent('Video visit');
    expect(fact('Price')).toHaveTextContent('£150, paid');
    expect(fact('How to meet')).toHaveTextContent(/A video visit: join from this page/);
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Move to another time' })).toHaveAttribute(
      'href',
      '/appointment/choose-date/service-1?reschedule=visit-1',
    );
  });

  it("states the clinic's time beside the patient's own", () => {
    showDetails(createAppointment(), 'Europe/London');
    expect(fact('Time')).toHaveTextContent('09:00 your time; 10:00 at the clinic (Europe/Warsaw)');
  });

  it('treats a video meeting (meet) as a video visit: how to join, the room link, no place to go', () => {
    showDetails(createAppointment({ meetingType: 'meet', video: true }));
    expect(fact('Type')).toHaveTextContent('Video meeting');
    expect(fact('How to meet')).toHaveTextContent(/A video visit: join from this page/);
    expect(screen.getByRole('link', { name: 'Join the video visit' })).toHaveAttribute(
      'href',
      '/appointment/room/visit-1',
    );
  });

  it('lets a held visit be paid', async () => {
    showPage(
      { body: createAppointment({ status: 'held', paid: false, holdExpiresAt: '2026-12-01T06:10:00.000Z' }) },
      {
        'POST /api/appointments/visit-1/payment': {
          body: { orderId: 'order-1', payment: { paymentId: 'p', provider: 'sandbox', redirectUrl: '/sandbox/p' } },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(goToPaymentPage).toHaveBeenCalledWith('/sandbox/p');
  });

  it('cancels after asking, and shows the visit cancelled', async () => {
    let cancelled = false;
    const api = showPage(() => ({ body: createAppointment(cancelled ? { status: 'cancelled' } : {}) }), {
      'POST /api/appointments/visit-1/cancel': () => {
        cancelled = true;
        return { body: createAppointment({ status: 'cancelled' }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the visit' }));
    const ask = screen.getByRole('group', { name: 'Cancel the visit?' });
    expect(ask).toHaveTextContent('The payment is refunded to the way you paid.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel the visit' }));
    expect(await screen.findByRole('heading', { name: 'The visit is cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).not.toBeInTheDocument();
    expect(requestedUrls(api, '/api/appointments/visit-1/cancel')).toHaveLength(1);
  });

  it('says why a visit less than 24 hours away cannot be cancelled', async () => {
    showPage({ body: createAppointment({ changeable: false }) });
    expect(await screen.findByText(BOOKING_MESSAGES.tooLateToChange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a visit of another account', async () => {
    showPage({ status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
  });

  it('says so when the visit cannot be loaded', async () => {
    showPage({ status: 500, body: { message: 'Server error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your visit could not be loaded.');
  });
});
