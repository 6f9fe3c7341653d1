import { boolean, enums, integer, nullable, object, string, type Infer } from 'superstruct';

export const SCREENING_TYPES = ['basic', 'extended'] as const;
export const SCREENING_TARGET_SEXES = ['female', 'male', 'any'] as const;

/** Whom a screening programme is meant for: a sex (or anyone) and an age range in whole years (no upper age: null). */
export const ScreeningService = object({
  target_sex: enums(SCREENING_TARGET_SEXES),
  age: object({ from: integer(), to: nullable(integer()) }),
});
export type ScreeningService = Infer<typeof ScreeningService>;

/**
 * What the catalogue says of an item that pricing and the cart's rules read, in the cart item's own words. One
 * source: kept on the item in the catalogue, sent to the browser with the item and with every price refresh, and
 * read unchanged by the API when it prices an order, so the cart and the order can never disagree on what an item
 * is (whether it brings the nursing fee, whether it is a package and so outside the own-package discount).
 */
export const ItemPricingAttributes = object({
  /** A nurse takes the sample: at a collection point the nursing fee applies unless another item includes it. */
  require_nursing_services: boolean(),
  /** The item's price already pays for the nurse. */
  is_including_nursing: boolean(),
  /** A bundle of tests (package, screening or weight-loss package); only single tests make an own package. */
  package: boolean(),
  is_screening: boolean(),
  is_weight_loss_package: boolean(),
  /** For a screening package: which of its programme's two variants it is, and both variants' ids. */
  screening_type: nullable(enums(SCREENING_TYPES)),
  basic_service_id: nullable(string()),
  extended_service_id: nullable(string()),
  screening_service: nullable(ScreeningService),
});
export type ItemPricingAttributes = Infer<typeof ItemPricingAttributes>;
