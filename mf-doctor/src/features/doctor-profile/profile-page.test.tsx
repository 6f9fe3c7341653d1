import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { PROFILE_PARTS, type DoctorProfile } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { PROFILE_TEXTS } from './profile-texts';

function createProfile(overrides: Partial<DoctorProfile> = {}): DoctorProfile {
  return {
    firstName: 'Marta',
    lastName: 'Zielińska',
    cardSlug: 'marta-zielinska',
    aboutMe: 'I treat allergies.',
    treatedDiseases: ['Hay fever', 'Asthma'],
    education: [],
    specializations: ['Allergist'],
    internships: [],
    languages: ['Polish'],
    mainCategory: 'Allergist',
    facilityId: null,
    services: [],
    meetingTypes: ['meet'],
    pwz: '4482916',
    commissionOption: '15/0',
    individual: true,
    companyName: '',
    nip: '',
    bankAccount: '61109010140000071219812874',
    published: [...PROFILE_PARTS],
    ...overrides,
  };
}

/** A collection point as GET /api/collection-points lists it, with only what the profile reads. */
const POINTS = { total: 1, items: [{ id: 'point-1', name: 'Labshop Karmelicka', city: { name: 'Kraków' } }] };

function show(profile: ApiHandler, update?: ApiHandler, more: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    ...more,
    'GET /api/doctor/profile': profile,
    'GET /api/collection-points': { body: POINTS },
    ...(update ? { 'PUT /api/doctor/profile': update } : {}),
  });
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  renderAt('/doctor/area/profile', <DoctorRoutes />);
  return { api, toasts };
}

/** A part of the card to publish: a checkbox named like the field it publishes. */
const publishChoice = (part: string) =>
  screen.getAllByLabelText(part).find((element) => element.getAttribute('type') === 'checkbox') ??
  screen.getByText(part);

/** Replaces what a field holds with a value pasted in one go. */
async function fillIn(label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const save = () => userEvent.click(screen.getByRole('button', { name: PROFILE_TEXTS.save }));

function sentBody(api: ReturnType<typeof mockApi>) {
  const call = api.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

describe('the doctor profile', () => {
  it('says it is loading, then shows the saved profile with a link to the public card', async () => {
    show({ body: createProfile() });
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_TEXTS.loading);

    expect(await screen.findByLabelText(/^Medical licence number/)).toHaveValue('4482916');
    expect(screen.getByRole('link', { name: PROFILE_TEXTS.cardLink })).toHaveAttribute(
      'href',
      '/doctor/marta-zielinska',
    );
    expect(screen.getByRole('textbox', { name: /^Treated diseases/ })).toHaveValue('Hay fever\nAsthma');
    expect(screen.getByRole('navigation', { name: 'Doctor area' })).toContainElement(
      screen.getByRole('link', { name: 'Profile' }),
    );
  });

  it('tells a doctor without a saved profile that the card is not published yet', async () => {
    show({ body: createProfile({ cardSlug: null, mainCategory: '', specializations: [] }) });

    expect(await screen.findByRole('heading', { name: PROFILE_TEXTS.firstTimeTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PROFILE_TEXTS.cardLink })).not.toBeInTheDocument();
  });

  it('records the changes: a company with its NIP, the commission option and what the card shows', async () => {
    const { api, toasts } = show({ body: createProfile() }, { body: createProfile({ individual: false }) });
    await userEvent.click(await screen.findByLabelText('A company'));
    await fillIn(/^Company name/, 'Praktyka');
    await fillIn(/^NIP/, '123-456-32-18');
    await userEvent.click(screen.getByLabelText('10% commission for you, 5% discount for the patient'));
    await userEvent.click(publishChoice('About me'));
    await save();

    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'The changes were recorded.' })),
    );
    expect(sentBody(api)).toMatchObject({
      individual: false,
      companyName: 'Praktyka',
      nip: '123-456-32-18',
      commissionOption: '10/5',
      treatedDiseases: ['Hay fever', 'Asthma'],
      published: PROFILE_PARTS.filter((part) => part !== 'aboutMe'),
    });
  });

  it('warns before saving a new licence number that it is verified again, then shows where verification stands', async () => {
    const { api, toasts } = show(
      { body: createProfile() },
      { body: createProfile({ pwz: '3123456' }) },
      {
        'GET /api/doctor/verification': { body: { status: 'pending', pwz: '3123456' } },
      },
    );
    await screen.findByLabelText(/^Medical licence number/);
    expect(screen.queryByText(PROFILE_TEXTS.licenceRecheckTitle)).not.toBeInTheDocument();

    await fillIn(/^Medical licence number/, '3123456');
    expect(screen.getByText(PROFILE_TEXTS.licenceRecheckTitle)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.licenceRecheckBody)).toBeInTheDocument();
    // Typed back as it was, the number needs no new check.
    await fillIn(/^Medical licence number/, '4482916');
    expect(screen.queryByText(PROFILE_TEXTS.licenceRecheckTitle)).not.toBeInTheDocument();

    await fillIn(/^Medical licence number/, '3123456');
    await save();
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'The changes were recorded.' })),
    );
    expect(sentBody(api)).toMatchObject({ pwz: '3123456' });
    expect(await screen.findByText('Your doctor account is awaiting verification')).toBeInTheDocument();
  });

  it('says what is wrong with the licence number, NIP and bank account before sending anything', async () => {
    const { api } = show({ body: createProfile() });
    await fillIn(/^Medical licence number/, '4482917');
    await userEvent.click(screen.getByRole('radio', { name: 'A company' }));
    await fillIn(/^NIP/, '1234563219');
    await fillIn(/^Bank account number/, '62109010140000071219812874');
    await save();

    expect(await screen.findByText('Enter a valid medical licence number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid NIP number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid bank account number.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('finds specializations by name among more than a hundred, keeping the ones chosen', async () => {
    show({ body: createProfile() });
    const group = await screen.findByRole('group', { name: /^Specializations/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Allergist']);
    await userEvent.type(screen.getByLabelText(/^Find a specialization/), 'cardio');

    const names = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    expect(names).toEqual(expect.arrayContaining(['Allergist', 'Cardiologist', 'Paediatric cardiologist']));
    expect(names).not.toContain('Urologist');
    await userEvent.click(within(group).getByLabelText('Cardiologist'));
    await userEvent.clear(screen.getByLabelText(/^Find a specialization/));
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Allergist', 'Cardiologist']);
  });

  it('shows the API’s refusal next to its field and says the changes were not saved', async () => {
    const { toasts } = show(
      { body: createProfile() },
      {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { facilityId: ['Choose a collection point from the list.'] },
        },
      },
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Facility/ }), 'point-1');
    await save();

    expect(await screen.findByText('Choose a collection point from the list.')).toBeInTheDocument();
    expect(screen.getAllByText('An error occurred. Changes were not saved.').length).toBeGreaterThan(0);
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'An error occurred. Changes were not saved.' }));
  });

  it('reports a failed load and loads again on retry', async () => {
    let calls = 0;
    show(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Unexpected error occurred' } } : { body: createProfile() };
    });

    expect(await screen.findByText(PROFILE_TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Medical licence number/)).toHaveValue('4482916');
  });

  it('tells a patient they have no rights to the resource', async () => {
    show({ status: 403, body: { message: 'It cannot be done.' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have rights to the resource');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
