import fc from 'fast-check';
import { RESULTS_ANALYSIS_CODE } from '../customer-services';
import { SAMPLING_LOCATION_KINDS, type PriceQuoteInput, type PricedCartItem, type PricedVisitService } from '../types';

/** At most 5 patients can be added. */
export const PATIENT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;

/** Up to £2,000 for one test; includes 0 and the odd amounts where rounding shows. */
export const priceArbitrary = fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom(0, 1, 2, 3, 5, 50, 99));

export const patientsArbitrary = fc.subarray([...PATIENT_IDS]);

export const itemArbitrary: fc.Arbitrary<PricedCartItem> = fc.record(
  {
    id: fc.uuid(),
    name: fc.constantFrom('Blood count', 'Vitamin D', 'Lipid panel', 'TSH'),
    price: priceArbitrary,
    available: fc.boolean(),
    patients: patientsArbitrary,
    for_own_package: fc.boolean(),
    added_by_doctor: fc.boolean(),
    is_including_nursing: fc.boolean(),
    require_nursing_services: fc.boolean(),
  },
  { requiredKeys: ['id', 'name', 'price', 'patients'] },
);

export const visitServiceArbitrary: fc.Arbitrary<PricedVisitService> = fc.record({
  id: fc.uuid(),
  price: priceArbitrary,
  patients: patientsArbitrary,
});

export const quoteInputArbitrary: fc.Arbitrary<PriceQuoteInput> = fc.record({
  items: fc.array(itemArbitrary, { maxLength: 25 }),
  visitServices: fc.array(visitServiceArbitrary, { maxLength: 3 }),
  locationKind: fc.constantFrom(null, ...SAMPLING_LOCATION_KINDS),
  nursingServices: fc.record({
    nursing_service: fc.record({ price: priceArbitrary }),
    mobile_nursing_service: fc.record({ price: priceArbitrary }),
  }),
  customerServices: fc.array(
    fc.record({ code: fc.constantFrom(RESULTS_ANALYSIS_CODE, 'OTHER_SERVICE'), price: priceArbitrary }),
    { maxLength: 2 },
  ),
  discountCodeMinor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
  doctorDiscountPercent: fc.integer({ min: 0, max: 100 }),
});
