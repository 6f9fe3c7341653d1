import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BOOKING_MESSAGES, type DoctorAvailability, type DoctorProfile } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createDoctorCard } from '../doctor-card/doctor-factories';
import { AVAILABILITY_PATH, AvailabilityPage } from './availability-page';

const SAVED: DoctorAvailability = {
  zone: 'Europe/Warsaw',
  rules: [
    {
      serviceId: 'service-1',
      facilityId: 'point-1',
      meetingType: 'meet',
      weekday: 1,
      start: '09:00',
      end: '13:00',
      slotMinutes: 30,
    },
  ],
  exceptions: [{ date: '2026-12-24', reason: 'Christmas Eve' }],
};

/** The doctor's profile, as far as the page reads it: the card that lists the services. */
function profileWithCard(cardSlug: string): DoctorProfile {
  return {
    firstName: 'Anna',
    lastName: 'Nowak',
    cardSlug,
    aboutMe: '',
    treatedDiseases: [],
    education: [],
    specializations: [],
    internships: [],
    languages: [],
    mainCategory: 'Cardiologist',
    facilityId: null,
    services: [],
    meetingTypes: ['online'],
    pwz: '4482916',
    commissionOption: '15/0',
    individual: true,
    companyName: '',
    nip: '',
    bankAccount: '',
    published: [],
  };
}

function showAvailability(save?: ApiHandler, availability: ApiHandler = { body: SAVED }) {
  const card = createDoctorCard();
  const api = mockApi({
    'GET /api/doctor/availability': availability,
    'GET /api/doctor/profile': { body: profileWithCard(card.slug) },
    [`GET /api/doctors/${card.slug}`]: { body: card },
    'GET /api/collection-points': {
      body: { items: [{ id: 'point-1', name: 'Labshop Centrum', city: { name: 'Warsaw' } }] },
    },
    ...(save ? { 'PUT /api/doctor/availability': save } : {}),
  });
  renderAt(
    AVAILABILITY_PATH,
    <Routes>
      <Route path={AVAILABILITY_PATH} element={<AvailabilityPage />} />
    </Routes>,
  );
  return { api, card };
}

describe("the doctor's availability", () => {
  it('shows the weekly hours and days off as saved', async () => {
    showAvailability();
    const hours = await screen.findByRole('group', { name: 'Hours 1' });
    expect(within(hours).getByLabelText('Day')).toHaveDisplayValue('Monday');
    expect(within(hours).getByLabelText('From (HH:mm)')).toHaveValue('09:00');
    expect(within(hours).getByLabelText('Visit length (minutes)')).toHaveValue(30);
    expect(within(hours).getByLabelText('Facility')).toHaveDisplayValue('Labshop Centrum, Warsaw');
    const dayOff = screen.getByRole('group', { name: 'Day off 1' });
    expect(within(dayOff).getByLabelText(/Date/)).toHaveValue('12/24/2026');
    expect(screen.getByText("Hours are in the clinic's time zone, Europe/Warsaw.")).toBeInTheDocument();
  });

  it('adds hours and a day off and saves them all at once', async () => {
    const { api, card } = showAvailability({ body: SAVED });
    await userEvent.click(await screen.findByRole('button', { name: 'Add hours' }));
    const added = screen.getByRole('group', { name: 'Hours 2' });
    await userEvent.selectOptions(within(added).getByLabelText('Day'), 'Wednesday');
    await userEvent.click(screen.getByRole('button', { name: 'Add a day off' }));
    await userEvent.type(within(screen.getByRole('group', { name: 'Day off 2' })).getByLabelText(/Date/), '12312026');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('The changes were recorded.')).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body)) as DoctorAvailability;
    expect(body.rules[1]).toMatchObject({
      serviceId: card.services[0]?.id,
      weekday: 3,
      start: '09:00',
      slotMinutes: 30,
    });
    expect(body.exceptions[1]).toEqual({ date: '2026-12-31', reason: null });
  });

  it("shows the API's refusal under the field it concerns", async () => {
    showAvailability({
      status: 422,
      body: { message: 'Invalid', errors: { 'rules.0.end': [BOOKING_MESSAGES.endBeforeStart] } },
    });
    const hours = await screen.findByRole('group', { name: 'Hours 1' });
    await userEvent.clear(within(hours).getByLabelText('To (HH:mm)'));
    await userEvent.type(within(hours).getByLabelText('To (HH:mm)'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('An error occurred. Changes were not saved.')).toBeInTheDocument();
    expect(within(hours).getByLabelText('To (HH:mm)')).toHaveAccessibleDescription(/The end must be after the start./);
  });

  it('asks a doctor without a public card to complete the profile, with a link to it', async () => {
    showAvailability(undefined, { status: 404, body: { message: 'Not Found' } });
    const title = await screen.findByText('Complete your profile first');
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('The notice is not announced.');
    expect(notice).toHaveTextContent('The services you open hours for come from your public card.');
    expect(within(notice).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/doctor/area/profile',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
