import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { createItemAttributes } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';

const EWA = { id: 'patient-1', name: 'Ewa Lis', phone: '600100200', pesel: '90050112345' };
const CITIES = [
  { uuid: 'city-1', name: 'Kraków', slug: 'krakow', homeService: true },
  { uuid: 'city-2', name: 'Gdańsk', slug: 'gdansk', homeService: false },
];
const VITAMIN_D = {
  id: 'test-1',
  slug: 'vitamin-d',
  name: 'Vitamin D (25-OH)',
  kind: 'test',
  categorySlug: 'vitamins',
  priceMinor: 6000,
  lowestPrice30dMinor: null,
  sampleType: 'blood',
  turnaroundDays: 2,
  requiresFasting: false,
  attributes: createItemAttributes(),
};
const QUOTE = {
  tests: [{ id: 'test-1', name: 'Vitamin D (25-OH)', priceMinor: 6000, discountMinor: 300 }],
  costMinor: 6000,
  discountMinor: 300,
  totalMinor: 5700,
  discountPercent: 5,
  commissionPercent: 10,
  commissionMinor: 570,
  currency: 'GBP',
};

/** The referral as the API answers its doctor. */
const ISSUED = {
  id: 'referral-1',
  issuedAt: '2026-11-26T10:00:00.000Z',
  status: 'awaiting_payment',
  statusWords: 'Awaiting payment',
  patient: { id: EWA.id, name: EWA.name, phone: EWA.phone },
  location: { kind: 'home-service', cityUuid: 'city-1', cityName: 'Kraków' },
  tests: [],
  testsCount: 1,
  costMinor: 6000,
  discountMinor: 300,
  totalMinor: 5700,
  discountPercent: 5,
  currency: 'GBP',
  commissionOption: '10/5',
  commissionPercent: 10,
  salaryMinor: null,
  smsSentAt: null,
  paidAt: null,
};

/** The doctor's profile as the API answers it, with the default commission option they saved. */
function profileWith(commissionOption: string) {
  return {
    firstName: 'Anna',
    lastName: 'Nowak',
    cardSlug: 'anna-nowak',
    aboutMe: '',
    treatedDiseases: [],
    education: [],
    specializations: [],
    internships: [],
    languages: [],
    mainCategory: 'Cardiologist',
    facilityId: null,
    services: [],
    meetingTypes: [],
    pwz: '4482916',
    commissionOption,
    individual: true,
    companyName: '',
    nip: '',
    bankAccount: '61109010140000071219812874',
    published: [],
  };
}

/** The form for a new referral, shown once the doctor's profile has been read. */
async function showForm(overrides: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /api/doctor/profile': { body: profileWith('15/0') },
    'GET /api/doctor/patient-search': (url: URL) => ({
      body: { patients: url.searchParams.get('q') === 'lis' ? [EWA] : [] },
    }),
    'GET /api/catalogue/search': {
      body: { query: 'vit', items: [VITAMIN_D], currency: 'GBP', location: null },
    },
    'GET /api/get-cities': { body: CITIES },
    'POST /api/doctor/referral-quote': { body: QUOTE },
    'POST /api/doctor/referrals': { status: 201, body: ISSUED },
    ...overrides,
  } as never);
  renderAt('/doctor/area/issue-referral', <DoctorRoutes />);
  await screen.findByLabelText('Find the patient');
  return api;
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Find the patient'), 'lis');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Ewa Lis' }));
  await userEvent.type(screen.getByLabelText('Find tests and packages'), 'vit');
  await userEvent.click(await screen.findByRole('button', { name: 'Add Vitamin D (25-OH)' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Home visit' }));
  await userEvent.selectOptions(await screen.findByLabelText('City'), 'Kraków');
}

describe('issuing a referral', () => {
  it("says the product's words when nobody matches what the doctor typed", async () => {
    await showForm();
    await userEvent.type(screen.getByLabelText('Find the patient'), 'zz');
    expect(await screen.findByText("We can't find the user with the given identity pesel.")).toBeInTheDocument();
  });

  it('asks nothing before 2 characters', async () => {
    const api = await showForm();
    await userEvent.type(screen.getByLabelText('Find the patient'), 'l');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requestedUrls(api, '/api/doctor/patient-search')).toHaveLength(0);
  });

  it("shows the patient's price with the doctor discount and the commission before sending, then sends", async () => {
    const api = await showForm();
    expect(screen.getByRole('radio', { name: /^15\/0/ })).toBeChecked();
    await fillForm();
    await userEvent.click(screen.getByRole('radio', { name: /^10\/5/ }));

    const summary = screen.getByRole('region', { name: 'Before you send' });
    await waitFor(() => expect(within(summary).getByText('£57')).toBeInTheDocument());
    expect(within(summary).getByText('Your commission (10%)')).toBeInTheDocument();
    expect(within(summary).getByText('£5.70')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send the referral' }));

    expect(
      await screen.findByText('The referral was sent. Ewa Lis gets a text message with the link.'),
    ).toBeInTheDocument();
    const sent = api.mock.calls.find(
      ([url, init]) => String(url).endsWith('/doctor/referrals') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      pesel: '90050112345',
      homeService: true,
      city_uuid: 'city-1',
      facility_id: null,
      examinations: ['test-1'],
      commission_option: '10/5',
    });
  });

  it('chooses the commission option the doctor saved on their profile', async () => {
    const api = await showForm({ 'GET /api/doctor/profile': { body: profileWith('5/10') } });
    expect(screen.getByRole('radio', { name: /^5\/10/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^15\/0/ })).not.toBeChecked();
    await fillForm();
    await waitFor(() => expect(requestedUrls(api, '/api/doctor/referral-quote')).not.toHaveLength(0));
    await userEvent.click(screen.getByRole('button', { name: 'Send the referral' }));

    expect(
      await screen.findByText('The referral was sent. Ewa Lis gets a text message with the link.'),
    ).toBeInTheDocument();
    const sent = api.mock.calls.find(
      ([url, init]) => String(url).endsWith('/doctor/referrals') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ commission_option: '5/10' });

    // The next referral starts from the doctor's default again.
    await userEvent.click(screen.getByRole('button', { name: 'Issue another referral' }));
    expect(await screen.findByRole('radio', { name: /^5\/10/ })).toBeChecked();
  });

  it("still lets the doctor issue a referral when their profile cannot be read, from the shop's default", async () => {
    await showForm({ 'GET /api/doctor/profile': { status: 500, body: {} } });
    expect(screen.getByRole('radio', { name: /^15\/0/ })).toBeChecked();
  });

  it("shows the API's field messages", async () => {
    await showForm({
      'POST /api/doctor/referrals': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'examinations.0': ['Test not available at the selected location.'] },
        },
      },
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send the referral' }));
    expect(await screen.findByText('Test not available at the selected location.')).toBeInTheDocument();
  });

  it('says when the price cannot be worked out', async () => {
    await showForm({ 'POST /api/doctor/referral-quote': { status: 500, body: {} } });
    await fillForm();
    expect(
      await screen.findByText('The price could not be worked out. Check the tests and the place.'),
    ).toBeInTheDocument();
  });
});

describe('editing a referral from the table', () => {
  const editing = {
    ...ISSUED,
    location: { kind: 'home-service', cityUuid: 'city-1', cityName: 'Kraków' },
    tests: [
      {
        id: 'test-1',
        name: 'Vitamin D (25-OH)',
        kind: 'test',
        priceMinor: 6000,
        attributes: null,
        discountMinor: 300,
        available: true,
      },
    ],
  };

  function showEdit(saved: unknown) {
    const api = mockApi({
      'GET /api/doctor/referral-table/referral-1': { body: editing },
      'PUT /api/doctor/referrals/referral-1': saved,
      'GET /api/get-cities': { body: CITIES },
      'POST /api/doctor/referral-quote': { body: QUOTE },
    } as never);
    renderAt('/doctor/area/issue-referral?edit=referral-1', <DoctorRoutes />);
    return api;
  }

  it('starts from the referral as it is and records the changes', async () => {
    const api = showEdit({ body: editing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the referral' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Chosen tests' })).toHaveTextContent('Vitamin D (25-OH)');
    expect(screen.getByRole('radio', { name: /^10\/5/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^5\/10/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('The changes were recorded.')).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ city_uuid: 'city-1', commission_option: '5/10' });
  });

  it("says so in the product's words when the changes were not saved", async () => {
    showEdit({ status: 500, body: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('An error occurred. Changes were not saved.')).toBeInTheDocument();
  });
});
