import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';

/**
 * What a price quote is computed from: plain, serialisable data, so the cart and the API run the same
 * `quoteCart` (the API with its own prices, never with prices a browser sent). The structs validate the
 * data where it crosses a boundary; every amount is whole minor units.
 */

const MinorUnits = min(integer(), 0);
const WholePercent = max(min(integer(), 0), 100);

/**
 * A cart item, the fields pricing reads. Other fields of a cart item pass through (`type`), so the
 * cart's own item validates as it is. A missing flag means false; a missing `available` means available.
 * `patients` are patient ids; an item with no patients yet is priced for one person (the buyer).
 */
export const PricedCartItem = type({
  id: string(),
  name: string(),
  /** Minor units, for one patient. */
  price: MinorUnits,
  available: optional(boolean()),
  patients: array(string()),
  for_own_package: optional(boolean()),
  added_by_doctor: optional(boolean()),
  /** The doctor's referral a doctor-added item comes from; the order carries it back to the API. */
  referral_id: optional(string()),
  is_including_nursing: optional(boolean()),
  require_nursing_services: optional(boolean()),
  /** A bundle of tests: never part of an own package, even when chosen in the package builder. */
  package: optional(boolean()),
});
export type PricedCartItem = Infer<typeof PricedCartItem>;

/** A visit service: id, price (minor units, per patient), patients. */
export const PricedVisitService = type({
  id: string(),
  price: MinorUnits,
  patients: array(string()),
  name: optional(string()),
});
export type PricedVisitService = Infer<typeof PricedVisitService>;

/** The nursing services, as GET /api/services/nursing-services answers them (minor units). */
export const NursingPrices = type({
  nursing_service: type({ price: MinorUnits }),
  mobile_nursing_service: type({ price: MinorUnits }),
  covid_nursing_service: optional(type({ price: MinorUnits })),
});
export type NursingPrices = Infer<typeof NursingPrices>;

/** A customer service: a code (e.g. RESULTS_ANALYZE) and a price in minor units. */
export const PricedCustomerService = type({ code: string(), price: MinorUnits, name: optional(string()) });
export type PricedCustomerService = Infer<typeof PricedCustomerService>;

/** Where the sample is given; the same words as `ChosenLocation.kind`. Null while none is chosen. */
export const SAMPLING_LOCATION_KINDS = ['home-service', 'collection-point'] as const;
export type SamplingLocationKind = (typeof SAMPLING_LOCATION_KINDS)[number];

export const PriceQuoteInput = object({
  items: array(PricedCartItem),
  visitServices: array(PricedVisitService),
  locationKind: nullable(enums(SAMPLING_LOCATION_KINDS)),
  nursingServices: NursingPrices,
  /** The customer services in the cart; only the results analysis is priced. */
  customerServices: array(PricedCustomerService),
  /** The check-code answer's `discount`: the amount the applied code takes off; 0 without a code. */
  discountCodeMinor: MinorUnits,
  /** The applied code as the shop knows it, named on its line of the breakdown. */
  discountCode: optional(string()),
  /** The doctor discount for doctor-added items, a whole percent; 0 without one. */
  doctorDiscountPercent: WholePercent,
  /**
   * The results analysis is bought for the results of an earlier order (offered where the patient reads them): it
   * is charged although the cart holds nothing else.
   */
  analysisOfEarlierResults: optional(boolean()),
});
export type PriceQuoteInput = Infer<typeof PriceQuoteInput>;

export const QUOTE_LINE_KINDS = [
  'item',
  'visit-service',
  'nursing-fee',
  'mobile-nursing-fee',
  'results-analysis',
  'own-package-discount',
  'doctor-discount',
  'discount-code',
] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** One line of the breakdown the cart shows. Charges are positive, discounts negative. */
export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  amountMinor: number;
  /** The patient the line is for; absent for lines of the whole cart or of a buyer with no patients yet. */
  patientId?: string;
  /** The cart item or visit service the line prices. */
  itemId?: string;
  /** For charges taken more than once (a fee per patient, a visit service per patient). */
  quantity?: number;
  unitPriceMinor?: number;
}
