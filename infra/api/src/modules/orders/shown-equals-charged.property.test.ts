import fc from 'fast-check';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { cityId } from '../../db/seed/cities';
import { DEMO_VISIT_SERVICES } from '../../db/seed/discount-codes';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { placeAndReadCharges, shownBreakdown } from './testing/charged-breakdown';
import { quoteAsTheCart } from './testing/cart-quote';
import { SECOND_PATIENT, checkoutRequest, demoHomeVisit, roomInEveryHomeVisitWindow } from './testing/checkout-factory';
import { shopShelf, type ShopShelf } from './testing/shop-shelf';

/** Places to buy at: two collection points and home service in a city. */
const PLACES = [
  { query: { facility_id: facilityId('krakow-karmelicka') } },
  { query: { facility_id: facilityId('warszawa-grochowska') } },
  { query: { city_uuid: cityId('warszawa') } },
] as const;
const PATIENTS = [checkoutRequest().patients[0]!, SECOND_PATIENT, { ...SECOND_PATIENT, id: 'p3', firstName: 'Ola' }];
const CODES = [null, 'WELCOME10', 'FIVER', 'VITD25'] as const;
/** Enough generated carts to cover every rule together, few enough to keep the suite quick on a small machine. */
const RUNS = 40;
const SHELVES = ['nurseTests', 'selfSampleTests', 'packages', 'includingNurse'] as const;

interface GeneratedCart {
  place: number;
  patientCount: number;
  /**
   * The shelves the cart is filled from, so carts of one kind only (no blood test at all, say) come up as often as
   * mixed ones; then each pick: which shelf of those and which item, whom it is for (a bit mask over the patients),
   * own package or not.
   */
  shelves: (keyof ShopShelf)[];
  picks: { shelf: number; item: number; patientMask: number; ownPackage: boolean }[];
  code: (typeof CODES)[number];
  resultsAnalysis: boolean;
  visitServicePatients: number;
}

const generatedCart = fc.record({
  place: fc.integer({ min: 0, max: PLACES.length - 1 }),
  patientCount: fc.integer({ min: 1, max: PATIENTS.length }),
  shelves: fc.subarray([...SHELVES], { minLength: 1 }),
  picks: fc.array(
    fc.record({
      shelf: fc.nat(),
      item: fc.nat(),
      patientMask: fc.integer({ min: 1, max: 7 }),
      ownPackage: fc.boolean(),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  code: fc.constantFrom(...CODES),
  resultsAnalysis: fc.boolean(),
  visitServicePatients: fc.integer({ min: 0, max: 7 }),
});

function checkoutOf(cart: GeneratedCart, shelf: ShopShelf): PlaceOrderRequest {
  const place = PLACES[cart.place]!;
  const patients = PATIENTS.slice(0, cart.patientCount);
  const whom = (mask: number) => {
    const chosen = patients.filter((_, index) => (mask & (1 << index)) !== 0).map((patient) => patient.id);
    return chosen.length > 0 ? chosen : [patients[0]!.id];
  };
  const byId = new Map<string, PlaceOrderRequest['items'][number]>();
  for (const pick of cart.picks) {
    const items = shelf[cart.shelves[pick.shelf % cart.shelves.length]!];
    const item = items[pick.item % items.length];
    if (!item) continue;
    byId.set(item.id, {
      id: item.id,
      patients: whom(pick.patientMask),
      ...(pick.ownPackage ? { for_own_package: true } : {}),
    });
  }
  const visitPatients = cart.visitServicePatients === 0 ? [] : whom(cart.visitServicePatients);
  return checkoutRequest({
    location:
      'facility_id' in place.query
        ? { kind: 'collection-point', facility_id: place.query.facility_id }
        : {
            kind: 'home-service',
            city_uuid: place.query.city_uuid,
            address: {
              street: 'Marszałkowska',
              houseNumber: '10',
              homeNumber: null,
              postCode: '00-001',
              city: 'Warszawa',
            },
            visit: demoHomeVisit(),
          },
    items: [...byId.values()],
    patients,
    customerServices: cart.resultsAnalysis ? ['RESULTS_ANALYZE'] : [],
    visitServices: visitPatients.length > 0 ? [{ id: DEMO_VISIT_SERVICES[0].id, patients: visitPatients }] : [],
    discount_code: cart.code,
  });
}

describe('the amount shown is the amount charged, for generated carts', () => {
  let testApp: TestApp;
  let shelves: ShopShelf[];
  beforeAll(async () => {
    testApp = await createTestApp();
    await roomInEveryHomeVisitWindow(testApp.db);
    shelves = await Promise.all(PLACES.map((place) => shopShelf(testApp.app, place.query)));
  });
  afterAll(() => testApp.close());

  it('charges, asks the payment provider for and e-mails exactly the breakdown the cart showed', async () => {
    await fc.assert(
      fc.asyncProperty(generatedCart, async (cart) => {
        const request = checkoutOf(cart, shelves[cart.place]!);
        const quote = await quoteAsTheCart(testApp.app, request).catch((error: unknown) => {
          // A code the cart refuses (a code limited to tests it does not hold) is not applied: nothing to compare.
          if (error instanceof Error && error.message.includes('/api/check-code answered 422')) return null;
          throw error;
        });
        fc.pre(quote !== null);
        if (quote === null) return;
        const people = request.patients.map((patient) => ({
          id: patient.id,
          name: `${patient.firstName} ${patient.lastName}`,
        }));
        const shown = shownBreakdown(quote, people, 'GBP');

        const charged = await placeAndReadCharges(
          testApp.app,
          { ...request, expectedTotalMinor: quote.totalMinor },
          testApp.outbox.mail,
        );

        expect(charged.order).toEqual(shown);
        expect(charged.paymentPage).toEqual(shown);
        expect(charged.mail).toEqual(shown);
      }),
      { numRuns: RUNS },
    );
    // Forty orders placed one after another: a busy two-core machine needs more than the suite's 30 s for them.
  }, 120_000);
});
