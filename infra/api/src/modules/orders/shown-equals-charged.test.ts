import type { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { cityId } from '../../db/seed/cities';
import { DEMO_VISIT_SERVICES } from '../../db/seed/discount-codes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestDoctor, createTestPatient, issueTestReferral } from '../referrals/testing/referral-factories';
import { signedIn } from '../../testing/account-factories';
import { placeAndReadCharges, shownBreakdown } from './testing/charged-breakdown';
import { quoteAsTheCart } from './testing/cart-quote';
import { CHECKOUT_FACILITY, SECOND_PATIENT, checkoutRequest, demoHomeVisit } from './testing/checkout-factory';
import { shopShelf, take, type ShopShelf } from './testing/shop-shelf';

const HOME_CITY = cityId('warszawa');
const HOME = {
  kind: 'home-service',
  city_uuid: HOME_CITY,
  address: { street: 'Marszałkowska', houseNumber: '10', homeNumber: null, postCode: '00-001', city: 'Warszawa' },
  visit: demoHomeVisit(),
} as const;
const [FIRST_PATIENT] = checkoutRequest().patients;
const BOTH_PATIENTS = [FIRST_PATIENT!, SECOND_PATIENT];
const VISIT_SERVICE = DEMO_VISIT_SERVICES[0].id;

/** A cart to buy, and the headers of the account buying it (none for a guest). */
interface Cart {
  request: PlaceOrderRequest;
  headers?: Record<string, string>;
}

type Shelves = { point: ShopShelf; home: ShopShelf };

const forPatients = (ids: string[]) => (item: { id: string }) => ({ id: item.id, patients: ids });

/** One cart for each rule of the price composition, built from what the catalogue offers at the place. */
const CARTS: [string, (shelves: Shelves, testApp: TestApp) => Promise<Cart> | Cart][] = [
  [
    'blood tests for two patients at a collection point: the nursing fee once per patient',
    ({ point }) => ({
      request: checkoutRequest({
        items: take(point.nurseTests, 2, 'blood tests').map(forPatients(['p1', 'p2'])),
        patients: BOTH_PATIENTS,
      }),
    }),
  ],
  [
    'a sample the patient gives, at a collection point: no nursing fee',
    ({ point }) => ({
      request: checkoutRequest({ items: take(point.selfSampleTests, 1, 'tests').map(forPatients(['p1'])) }),
    }),
  ],
  [
    'a blood test beside an item whose price includes the nurse: no nursing fee',
    ({ point }) => ({
      request: checkoutRequest({
        items: [
          ...take(point.nurseTests, 1, 'blood tests'),
          ...take(point.includingNurse, 1, 'items with the nurse'),
        ].map(forPatients(['p1'])),
      }),
    }),
  ],
  [
    'a package at a collection point',
    ({ point }) => ({
      request: checkoutRequest({ items: take(point.packages, 1, 'packages').map(forPatients(['p1'])) }),
    }),
  ],
  [
    'home service for two patients: the mobile nursing fee once',
    ({ home }) => ({
      request: checkoutRequest({
        location: HOME,
        items: take(home.nurseTests, 2, 'blood tests').map(forPatients(['p1', 'p2'])),
        patients: BOTH_PATIENTS,
      }),
    }),
  ],
  [
    'an own package of six tests for one patient and two for another: the own-package discount per patient',
    ({ point }) => {
      const tests = take([...point.nurseTests, ...point.selfSampleTests], 6, 'single tests');
      return {
        request: checkoutRequest({
          items: tests.map((test, index) => ({
            id: test.id,
            patients: index < 2 ? ['p1', 'p2'] : ['p1'],
            for_own_package: true,
          })),
          patients: BOTH_PATIENTS,
        }),
      };
    },
  ],
  [
    'the tests of a doctor’s referral beside another test: the doctor discount on the referred tests only',
    async ({ point }, testApp) => {
      const doctor = await createTestDoctor(testApp);
      const patient = await createTestPatient(testApp);
      const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { commission_option: '5/10' });
      const other = point.nurseTests.find((test) => !referral.tests.some((referred) => referred.id === test.id));
      if (!other) throw new Error('The catalogue has no blood test besides the referral’s');
      return {
        headers: await signedIn(testApp.app, patient.id),
        request: checkoutRequest({
          items: [
            ...referral.tests.map((test) => ({ id: test.id, patients: ['p1'], referral_id: referral.id })),
            { id: other.id, patients: ['p1'] },
          ],
        }),
      };
    },
  ],
  [
    'a percentage discount code',
    ({ point }) => ({
      request: checkoutRequest({
        items: take(point.nurseTests, 2, 'blood tests').map(forPatients(['p1'])),
        discount_code: 'WELCOME10',
      }),
    }),
  ],
  [
    'a fixed discount code',
    ({ point }) => ({
      request: checkoutRequest({
        items: take(point.nurseTests, 1, 'blood tests').map(forPatients(['p1'])),
        discount_code: 'FIVER',
      }),
    }),
  ],
  [
    'the results analysis',
    ({ point }) => ({
      request: checkoutRequest({
        items: take(point.nurseTests, 1, 'blood tests').map(forPatients(['p1'])),
        customerServices: ['RESULTS_ANALYZE'],
      }),
    }),
  ],
  [
    'a visit service for two patients: its price once per patient',
    ({ point }) => ({
      request: checkoutRequest({
        items: take(point.nurseTests, 1, 'blood tests').map(forPatients(['p1', 'p2'])),
        patients: BOTH_PATIENTS,
        visitServices: [{ id: VISIT_SERVICE, patients: ['p1', 'p2'] }],
      }),
    }),
  ],
];

describe('the amount shown is the amount charged', () => {
  let testApp: TestApp;
  let shelves: Shelves;
  beforeAll(async () => {
    testApp = await createTestApp();
    shelves = {
      point: await shopShelf(testApp.app, { facility_id: CHECKOUT_FACILITY }),
      home: await shopShelf(testApp.app, { city_uuid: HOME_CITY }),
    };
  });
  afterAll(() => testApp.close());

  it.each(CARTS)('for %s, at every step from the cart to the payment page', async (_rule, build) => {
    const { request, headers = {} } = await build(shelves, testApp);
    const quote = await quoteAsTheCart(testApp.app, request, headers);
    const people = request.patients.map((patient) => ({
      id: patient.id,
      name: `${patient.firstName} ${patient.lastName}`,
    }));
    const shown = shownBreakdown(quote, people, 'GBP');

    const charged = await placeAndReadCharges(
      testApp.app,
      { ...request, expectedTotalMinor: quote.totalMinor },
      testApp.outbox.mail,
      headers,
    );

    expect(charged.order).toEqual(shown);
    expect(charged.paymentPage).toEqual(shown);
    expect(charged.mail).toEqual(shown);
  });
});
