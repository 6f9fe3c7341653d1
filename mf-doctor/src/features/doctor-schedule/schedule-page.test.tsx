import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BOOKING_MESSAGES, type DoctorVisit } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { SCHEDULE_PATH, SchedulePage } from './schedule-page';

function createVisit(overrides: Partial<DoctorVisit> = {}): DoctorVisit {
  return {
    id: 'visit-1',
    status: 'booked',
    startsAt: '2026-12-04T09:00:00.000Z',
    endsAt: '2026-12-04T09:30:00.000Z',
    meetingType: 'telemedecine',
    service: { id: 'service-1', code: 'consultation', name: 'Consultation' },
    facility: null,
    patient: { firstName: 'Zosia', lastName: 'Kowalska' },
    patientPhone: '600100200',
    paid: true,
    note: null,
    ...overrides,
  };
}

function showSchedule(
  schedule: ApiHandler,
  routes: Record<string, ApiHandler> = {},
  path = `${SCHEDULE_PATH}?date=2026-12-04`,
) {
  const api = mockApi({ 'GET /api/doctor/schedule': schedule, ...routes });
  renderAt(
    path,
    <Routes>
      <Route path={SCHEDULE_PATH} element={<SchedulePage now={new Date('2026-12-04T07:00:00Z')} />} />
    </Routes>,
  );
  return api;
}

const DAY = { zone: 'Europe/Warsaw', from: '2026-12-04', to: '2026-12-04' };

describe("the doctor's schedule", () => {
  it("lists the day's visits in the clinic's zone with the number to call for a phone visit", async () => {
    const api = showSchedule({ body: { ...DAY, visits: [createVisit()] } });
    const visit = await screen.findByRole('listitem');
    expect(visit).toHaveTextContent('10:00–10:30');
    expect(visit).toHaveTextContent('Zosia Kowalska, Consultation, Phone visit. Paid.');
    expect(visit).toHaveTextContent('Call the patient: +48 600 100 200');
    expect(screen.getByRole('heading', { name: 'Friday, 4 December 2026' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/doctor/schedule')[0]?.searchParams.toString()).toBe('date=2026-12-04&days=1');
  });

  it('opens the video room of a booked video visit from the schedule', async () => {
    showSchedule({
      body: {
        ...DAY,
        visits: [
          createVisit({ id: 'visit-7', meetingType: 'meet', patientPhone: null }),
          createVisit({ id: 'visit-8' }),
        ],
      },
    });
    const links = await screen.findAllByRole('link', { name: /^Open the video room/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/appointment/room/visit-7']);
    expect(links[0]).toHaveAccessibleName('Open the video room (Zosia Kowalska, 10:00)');
  });

  it('turns to the week from Monday and moves week by week, keeping it in the address', async () => {
    const api = showSchedule({ body: { ...DAY, visits: [] } });
    expect(await screen.findByText('No visits this day.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(currentLocation()).toBe(`${SCHEDULE_PATH}?date=2026-12-04&days=7`);
    expect(await screen.findByRole('heading', { name: 'Week of 30 November 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(currentLocation()).toBe(`${SCHEDULE_PATH}?date=2026-12-07&days=7`);
    await waitFor(() =>
      expect(requestedUrls(api, '/api/doctor/schedule').at(-1)?.searchParams.toString()).toBe('date=2026-12-07&days=7'),
    );
  });

  it('marks a visit done, and says why a visit not yet started cannot be marked', async () => {
    let marked = false;
    const api = showSchedule(() => ({ body: { ...DAY, visits: [createVisit(marked ? { status: 'done' } : {})] } }), {
      'POST /api/doctor/visits/visit-1/outcome': (_url, init) => {
        const { outcome } = JSON.parse(String(init?.body)) as { outcome: string };
        if (outcome === 'no_show') return { status: 409, body: { message: BOOKING_MESSAGES.outcomeTooEarly } };
        marked = true;
        return { body: createVisit({ status: 'done' }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark no-show (Zosia Kowalska, 10:00)' }));
    expect(await screen.findByText('A visit can be marked once it has started.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done (Zosia Kowalska, 10:00)' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();
    expect(requestedUrls(api, '/api/doctor/visits/visit-1/outcome')).toHaveLength(2);
  });

  it('saves a short note the patient sees, and shows a refusal under the field', async () => {
    let answer: ApiHandler = { status: 422, body: { message: 'Invalid', errors: { note: ['The note is too long.'] } } };
    showSchedule(
      { body: { ...DAY, visits: [createVisit()] } },
      { 'PUT /api/doctor/visits/visit-1/note': () => answer as never },
    );
    const form = await screen.findByRole('form', { name: 'Note for Zosia Kowalska' });
    await userEvent.type(within(form).getByLabelText(/Note the patient sees/), 'Rest and drink water.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the note' }));
    expect(await within(form).findByText('The note is too long.')).toBeInTheDocument();
    answer = { body: createVisit({ note: 'Rest and drink water.' }) };
    await userEvent.click(within(form).getByRole('button', { name: 'Save the note' }));
    expect(await within(form).findByText('The note was saved.')).toBeInTheDocument();
  });

  it('asks a doctor without a public card to complete the profile, with a link to it', async () => {
    showSchedule({ status: 404, body: { message: 'Not Found' } });
    const title = await screen.findByText('Complete your profile first');
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('The notice is not announced.');
    expect(notice).toHaveTextContent('your visits start once it is published');
    expect(within(notice).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/doctor/area/profile',
    );
    expect(screen.queryByText('Your visits could not be loaded.')).not.toBeInTheDocument();
  });

  it('says which of day and week is shown as a pressed button', async () => {
    showSchedule({ body: { ...DAY, visits: [] } });
    const day = screen.getByRole('button', { name: 'Day' });
    const week = screen.getByRole('button', { name: 'Week' });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(week).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(week);
    expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(day).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the schedule cannot be loaded', async () => {
    showSchedule({ status: 500, body: { message: 'Server error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your visits could not be loaded.');
  });
});
