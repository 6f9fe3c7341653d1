import fc from 'fast-check';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { testId } from '../db/seed/catalogue';
import { cityId } from '../db/seed/cities';
import { registerLab } from '../modules/lab-delivery/store/labs';
import { paidGlucoseOrderOfNewAccount } from '../modules/lab-delivery/testing/paid-order';
import { sampleBundle } from '../modules/lab-delivery/testing/sample-bundle';
import { confirmedByTheCart } from '../modules/orders/testing/cart-quote';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS, checkoutRequest } from '../modules/orders/testing/checkout-factory';
import { formOf, sandboxBuyer } from '../modules/payments/testing/sandbox-buyer';
import { issueTestReferral, referralRequest } from '../modules/referrals/testing/referral-factories';
import { createTestAccount, signedIn, signedInAs, TEST_PASSWORD } from '../testing/account-factories';
import { tallyStatuses } from '../testing/concurrent';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { expectShape } from '../testing/expect-shape';
import { testIdCardNumber, testPesel, testPwz } from '../testing/identity-numbers';
import { malformedBodies, pathValues, type RawBody } from '../testing/malformed-bodies';
import { registrationForm } from '../testing/registration';
import type { RouteEntry } from './route-table';

/**
 * Bounded: every write route gets this many generated requests from each caller (a guest, a patient, a doctor and
 * an administrator, each in a session of their own role; the lab delivery route a lab three times over), about
 * 2,200 in all, in well under a minute.
 */
const REQUESTS_PER_ROUTE_AND_CALLER = 12;
const MOST_REQUESTS = 3_500;
/** Fixed, so a failure is seen again on the next run; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_302);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Caller = 'guest' | 'patient' | 'doctor' | 'admin' | 'lab';

interface World {
  patientId: string;
  doctorId: string;
  adminId: string;
  labKey: string;
  /** Ids of records that exist, for path parameters: an order, a referral, accounts, a family member. */
  knownIds: string[];
  samples: ReadonlyMap<string, { contentType: string; value: unknown }>;
}

interface Tried {
  route: string;
  caller: Caller;
  url: string;
  body: RawBody;
  statusCode: number;
  answer: string;
}

/** The accounts and records the generated requests act on, and a valid request for each write route. */
async function buildWorld(testApp: TestApp): Promise<World> {
  const patientPesel = testPesel('1988-02-14', 'f');
  const patient = await createTestAccount(testApp.db, { pesel: patientPesel, birthDate: '1988-02-14', sex: 'f' });
  const doctor = await createTestAccount(testApp.db, { roles: ['doctor'], doctorVerification: 'verified' });
  const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
  // Administration routes act on these, never on the callers, so a block cannot stop the run halfway.
  const target = await createTestAccount(testApp.db);
  const pendingDoctor = await createTestAccount(testApp.db, { doctorVerification: 'pending' });
  const patientHeaders = await signedIn(testApp.app, patient.id);

  const placed = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: patientHeaders,
    payload: await confirmedByTheCart(testApp.app, checkoutRequest(), patientHeaders),
  });
  const order = expectShape(placed.json(), PlaceOrderAnswer).order;
  const referral = await issueTestReferral(testApp, doctor.id, patientPesel);
  const family = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/patients',
    headers: patientHeaders,
    payload: familyMember(),
  });
  const familyId = String(family.json<{ id?: unknown }>().id ?? order.id);

  const buyer = sandboxBuyer(testApp);
  const guestOrder = await buyer.placeOrder();
  const started = await buyer.startPayment(guestOrder.order.id, guestOrder.headers);
  const { redirectUrl } = started.body as { redirectUrl: string };
  const payFields = formOf(await buyer.openPage(redirectUrl), 'Pay');

  const { apiKey: labKey } = await registerLab(testApp.db, { code: 'fuzz-lab', name: 'Fuzz lab' });
  const { orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);

  const json = (value: unknown) => ({ contentType: 'application/json', value });
  const samples = new Map<string, { contentType: string; value: unknown }>([
    ['POST /api/patient/login', json({ login: patient.email, password: TEST_PASSWORD })],
    ['POST /api/logout', json({})],
    ['POST /api/register/patient', json(registrationForm())],
    ['POST /api/register/doctor', json({ ...registrationForm(), pwz: testPwz() })],
    ['POST /api/register/sms-code', json({ registrationId: order.id, code: '123456' })],
    ['POST /api/register/sms-code/resend', json({ registrationId: order.id })],
    ['POST /api/password/reset', json({ email: patient.email })],
    ['POST /api/password/reset/:token', json({ password: 'Secret123', passwordConfirmation: 'Secret123' })],
    [
      'PUT /api/profile',
      json({
        firstName: 'Anna',
        lastName: 'Kowalska',
        idCardNumber: testIdCardNumber(),
        address: { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '31-147', city: 'Kraków' },
      }),
    ],
    [
      'PUT /api/profile/password',
      json({ currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD }),
    ],
    ['POST /api/profile/patients', json(familyMember())],
    ['PUT /api/profile/patients/:patientId', json(familyMember())],
    ['DELETE /api/profile/patients/:patientId', json({})],
    ['POST /api/user/role', json({ role: 'doctor' })],
    ['POST /api/profile/email', json({ email: 'new-address@example.com' })],
    ['POST /api/profile/phone', json({ phone: '+48 600 100 200' })],
    ['POST /api/profile/email/confirm', json({ code: '123456' })],
    ['POST /api/profile/phone/confirm', json({ code: '123456' })],
    ['POST /api/admin/lab-deliveries/unmatched/:id/match', json({ orderNumber, testCode: '2345-7' })],
    ['POST /api/admin/lab-deliveries/unmatched/:id/dismiss', json({ reason: 'A test message' })],
    [
      'POST /api/check-code',
      json({
        discount_code: 'WELCOME10',
        examinations: [CHECKOUT_TESTS.vitaminD],
        nursingService: { price: 1500, quantity: 1 },
        facility_id: CHECKOUT_FACILITY,
      }),
    ],
    ['POST /api/orders', json(await confirmedByTheCart(testApp.app, checkoutRequest()))],
    ['POST /api/orders/:orderId/cancel', json({})],
    ['POST /api/orders/:orderId/payments', json({})],
    ['POST /api/payments/sandbox/callback', { contentType: 'application/x-www-form-urlencoded', value: payFields }],
    ['PUT /api/cart', json({ cart: { items: [{ id: CHECKOUT_TESTS.vitaminD, patients: ['p1'] }] }, version: 0 })],
    [
      'POST /api/updated/examinations-data',
      json({ examinaitons: [CHECKOUT_TESTS.vitaminD, testId('ferritin')], facility_id: CHECKOUT_FACILITY }),
    ],
    ['POST /api/profile/collection-point', json({ id: CHECKOUT_FACILITY })],
    ['POST /api/profile/collection-point/update-default', json({ id: CHECKOUT_FACILITY })],
    [
      'POST /api/offers/workforce-enquiries',
      json({
        name: 'Jan Nowak',
        email: 'hr@example.com',
        phone: '600100200',
        companyName: 'Firma',
        subject: 'Tests for our team',
        message: 'We would like tests for 40 people.',
        privacyConsent: true,
      }),
    ],
    ['POST /api/newsletter', json({ email: 'reader@example.com' })],
    ['POST /api/profile/history/add-access/:doctorId', json({ add_access: true })],
    ['PUT /api/profile/history/add-access/:doctorId', json({ add_access: false })],
    ['POST /api/doctor/access-requests', json({ pesel: patientPesel })],
    ['POST /api/doctor/referrals', json({ pesel: patientPesel, ...referralRequest() })],
    [
      'PUT /api/doctor/referrals/:referralId',
      json(referralRequest({ homeService: true, city_uuid: cityId('krakow') })),
    ],
    ['POST /api/referralGroups/save-referral-doctor-data/:referralId', json(referralRequest())],
    ['POST /api/doctor/referrals/:referralId/send-sms', json({})],
    [
      'PUT /api/doctor/profile',
      json({
        aboutMe: 'Hearts.',
        treatedDiseases: ['Hypertension'],
        education: [],
        specializations: ['Cardiologist'],
        internships: [],
        languages: ['Polish'],
        mainCategory: 'Cardiologist',
        facilityId: CHECKOUT_FACILITY,
        services: [],
        meetingTypes: ['meet'],
        pwz: testPwz(),
        commissionOption: '10/5',
        individual: false,
        companyName: 'Praktyka',
        nip: '1234563218',
        bankAccount: 'PL61109010140000071219812874',
        published: ['aboutMe'],
      }),
    ],
    ['POST /api/broadcasting/auth', json({ socket_id: '1234.5678', channel_name: `private-account.${patient.id}` })],
    [
      'POST /api/lab/results',
      {
        contentType: 'application/fhir+json',
        value: sampleBundle({
          orderNumber,
          labReportId: 'fuzz-report',
          testCode: '2345-7',
          observations: [
            {
              loinc: '2345-7',
              name: 'Glucose',
              quantity: { value: 5.1, unit: 'mmol/L' },
              low: 3.9,
              high: 5.5,
              note: 'Fasting sample',
              noteForPatient: 'Drink water before the next test.',
            },
          ],
        }),
      },
    ],
  ]);

  return {
    patientId: patient.id,
    doctorId: doctor.id,
    adminId: admin.id,
    labKey,
    knownIds: [order.id, guestOrder.order.id, referral.id, familyId, doctor.id, target.id, pendingDoctor.id],
    samples,
  };
}

function familyMember() {
  return { firstName: 'Jan', lastName: 'Kowalski', pesel: null, birthDate: '2016-05-01', sex: 'm', ageGroup: 'child' };
}

/** A fresh session for each request, so a request that logs out or switches role cannot spoil the next one. */
async function headersOf(testApp: TestApp, world: World, caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case 'guest':
      return {};
    case 'patient':
      return signedIn(testApp.app, world.patientId);
    case 'doctor':
      return signedInAs(testApp.app, world.doctorId, 'doctor');
    case 'admin':
      return signedInAs(testApp.app, world.adminId, 'admin');
    case 'lab':
      return { authorization: `Bearer ${world.labKey}` };
  }
}

/** Each person in each role; labs deliver with a key rather than a session, so their route is sent mostly by a lab. */
function callersOf(route: RouteEntry): Caller[] {
  return route.url === '/api/lab/results'
    ? ['guest', 'patient', 'lab', 'lab', 'lab']
    : ['guest', 'patient', 'doctor', 'admin'];
}

describe('the write routes, sent malformed and hostile requests', () => {
  let testApp: TestApp;
  let world: World;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 1_000_000 } });
    world = await buildWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('never answer with a server error', async () => {
    const routes = testApp.app.routeTable().filter((route) => WRITE_METHODS.has(route.method));
    const planned = routes.reduce((sum, route) => sum + callersOf(route).length * REQUESTS_PER_ROUTE_AND_CALLER, 0);
    expect(planned).toBeLessThanOrEqual(MOST_REQUESTS);
    const tried: Tried[] = [];

    for (const [routeIndex, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      const requests = fc.record({
        path: fc.constant(route.url),
        params: fc.array(pathValues(world.knownIds), { minLength: 4, maxLength: 4 }),
        token: fc.option(fc.constantFrom('%00', 'x'.repeat(300), '%ED%A0%80', world.knownIds[0] ?? ''), { nil: null }),
        body: malformedBodies(world.samples.get(key) ?? null),
      });
      for (const [callerIndex, caller] of callersOf(route).entries()) {
        const generated = fc.sample(requests, {
          numRuns: REQUESTS_PER_ROUTE_AND_CALLER,
          seed: SEED + routeIndex * 10 + callerIndex,
        });
        for (const request of generated) {
          let param = 0;
          const path = request.path.replace(/:\w+/g, () => request.params[param++ % request.params.length] ?? '');
          const url = request.token === null ? path : `${path}?token=${request.token}`;
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers: {
              ...(await headersOf(testApp, world, caller)),
              ...(request.body.contentType === null ? {} : { 'content-type': request.body.contentType }),
            },
            payload: request.body.text,
          });
          tried.push({
            route: key,
            caller,
            url,
            body: request.body,
            statusCode: response.statusCode,
            answer: response.body,
          });
        }
      }
    }

    const serverErrors = tried.filter((request) => request.statusCode >= 500);
    console.log(
      `Write routes fuzzed (seed ${SEED}): ${routes.length} routes, ${tried.length} requests tried, ` +
        `${serverErrors.length} answered 5xx. Answers: ${JSON.stringify(tallyStatuses(tried))}`,
    );
    if (process.env.FUZZ_DETAIL) {
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        console.log(key, JSON.stringify(tallyStatuses(tried.filter((request) => request.route === key))));
      }
    }
    expect(tried.length).toBe(planned);
    expect(
      serverErrors.map(({ route, caller, url, body, statusCode, answer }) => ({
        route,
        caller,
        url: url.slice(0, 200),
        contentType: body.contentType,
        body: body.text.slice(0, 300),
        statusCode,
        answer: answer.slice(0, 200),
      })),
    ).toEqual([]);
  }, 600_000);
});
