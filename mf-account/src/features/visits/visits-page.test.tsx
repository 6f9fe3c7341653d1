import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { VisitsPage } from './visits-page';

function createVisit(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'visit-1',
    status: 'booked',
    startsAt: '2026-12-04T09:00:00.000Z',
    endsAt: '2026-12-04T09:30:00.000Z',
    zone: 'Europe/Warsaw',
    meetingType: 'online',
    service: { id: 'service-1', code: 'consultation', name: 'Consultation' },
    priceMinor: 15000,
    currency: 'GBP',
    paymentMethod: 'online',
    paid: true,
    orderId: 'order-1',
    holdExpiresAt: null,
    doctor: { slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak', title: 'Dr', mainCategory: 'Cardiologist' },
    facility: null,
    patient: { id: 'patient-2', firstName: 'Zosia', lastName: 'Kowalska' },
    note: null,
    changeable: true,
    video: true,
    ...overrides,
  };
}

function showVisits(upcoming: ApiHandler, past: ApiHandler, routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/appointments': (url, init) => {
      const handler = url.searchParams.get('when') === 'past' ? past : upcoming;
      return typeof handler === 'function' ? handler(url, init) : handler;
    },
    ...routes,
  });
  renderAt('/account/visits', <VisitsPage zone="Europe/Warsaw" />);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('scheduled visits', () => {
  it('lists upcoming and past visits of every patient with the doctor, type and price', async () => {
    showVisits(
      { body: { appointments: [createVisit()] } },
      {
        body: {
          appointments: [
            createVisit({
              id: 'visit-0',
              status: 'done',
              startsAt: '2026-10-02T08:00:00.000Z',
              patient: { id: null, firstName: 'Ewa', lastName: 'Kowalska' },
              note: 'Take the tests again in three months.',
              changeable: false,
            }),
          ],
        },
      },
    );
    const upcoming = await screen.findByRole('region', { name: 'Upcoming visits' });
    expect(await within(upcoming).findByRole('link', { name: 'Friday, 4 December 2026, 10:00' })).toHaveAttribute(
      'href',
      '/appointment/selected/visit-1',
    );
    expect(upcoming).toHaveTextContent('Consultation with Dr Anna Nowak, Cardiologist');
    expect(upcoming).toHaveTextContent('For Zosia Kowalska · Video visit · £150');
    expect(within(upcoming).getByRole('link', { name: /^Move to another time/ })).toHaveAttribute(
      'href',
      '/appointment/choose-date/service-1?reschedule=visit-1',
    );
    expect(within(upcoming).getByRole('link', { name: /^How to join or where to go/ })).toHaveAttribute(
      'href',
      '/appointment/selected/visit-1',
    );
    const past = section('Past visits');
    expect(await within(past).findByText('Took place')).toBeInTheDocument();
    expect(past).toHaveTextContent('For Ewa Kowalska');
    expect(past).toHaveTextContent("The doctor's note: Take the tests again in three months.");
    expect(within(past).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('gives a booked video visit (meet or online) a link into its room, and a phone visit none', async () => {
    showVisits(
      {
        body: {
          appointments: [
            createVisit({ id: 'visit-5', meetingType: 'meet' }),
            createVisit({
              id: 'visit-6',
              meetingType: 'telemedecine',
              video: false,
              startsAt: '2026-12-05T09:00:00.000Z',
            }),
          ],
        },
      },
      { body: { appointments: [] } },
    );
    const upcoming = await screen.findByRole('region', { name: 'Upcoming visits' });
    const joins = await within(upcoming).findAllByRole('link', { name: /^Join the video visit/ });
    expect(joins.map((link) => link.getAttribute('href'))).toEqual(['/appointment/room/visit-5']);
    expect(upcoming).toHaveTextContent('Video meeting');
  });

  it('cancels a visit after asking and lists it again from the API', async () => {
    let cancelled = false;
    const api = showVisits(
      () => ({ body: { appointments: cancelled ? [] : [createVisit()] } }),
      { body: { appointments: [] } },
      {
        'POST /api/appointments/visit-1/cancel': () => {
          cancelled = true;
          return { body: createVisit({ status: 'cancelled' }) };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel Consultation/ }));
    const ask = screen.getByRole('group', { name: /^Cancel Consultation, .*\?$/ });
    expect(ask).toHaveTextContent('The payment is refunded.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel the visit' }));
    expect(await screen.findByText('No upcoming visits')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/appointments/visit-1/cancel')).toHaveLength(1);
  });

  it("says the API's refusal when it is too late to cancel", async () => {
    showVisits(
      { body: { appointments: [createVisit()] } },
      { body: { appointments: [] } },
      {
        'POST /api/appointments/visit-1/cancel': {
          status: 409,
          body: { message: 'A visit can be cancelled or moved until 24 hours before it starts.' },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel Consultation/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the visit' }));
    expect(await screen.findByText('A visit can be cancelled or moved until 24 hours before it starts.')).toBeVisible();
  });

  it('says when there are no visits and when they cannot be read', async () => {
    showVisits({ body: { appointments: [] } }, { status: 500, body: { message: 'Server error' } });
    expect(await screen.findByRole('heading', { name: 'No upcoming visits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make an appointment' })).toHaveAttribute('href', '/appointment');
    expect(await within(section('Past visits')).findByRole('alert')).toHaveTextContent('Unexpected error occurred');
  });

  it('asks a signed-out visitor to log in', async () => {
    showVisits({ status: 401, body: { message: 'Unauthenticated.' } }, { status: 401, body: { message: 'x' } });
    expect((await screen.findAllByRole('link', { name: 'Log in to see your results' })).length).toBeGreaterThan(0);
  });
});
