import { array, enums, integer, min, nullable, object, optional, string, type Infer } from 'superstruct';

/**
 * POST /api/check-code: is this discount code good for these tests, and how much does it take off?
 * Paths are relative to the API base (`/api`).
 */
export const CHECK_CODE_PATH = 'check-code';

/** The most characters a discount code may have; longer input names no code. */
export const DISCOUNT_CODE_MAX_LENGTH = 64;

export const DISCOUNT_CODE_KINDS = ['percentage', 'fixed'] as const;
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number];

/**
 * The payload. `examinations` lists cart item ids, once for each patient the item is for (an item for two
 * patients is listed twice), so the amount matches what the order will charge. The product's spelling
 * `examinaitons` is accepted too. `nursingService` is the nursing fee the cart charges (price in minor units
 * and quantity), or null. `city_uuid` or `facility_id` prices the tests at that location (default prices
 * without either).
 */
export const CheckCodeRequest = object({
  discount_code: string(),
  examinations: optional(array(string())),
  examinaitons: optional(array(string())),
  nursingService: nullable(object({ price: min(integer(), 0), quantity: min(integer(), 0) })),
  city_uuid: optional(string()),
  facility_id: optional(string()),
});
export type CheckCodeRequest = Infer<typeof CheckCodeRequest>;

/**
 * The discount code result: `discount` is the amount (minor units) the code takes off; the cart passes it
 * to quoteCart as `discountCodeMinor`. `value` is the percent (percentage codes) or the amount (fixed codes).
 */
export const CheckCodeAnswer = object({
  discount: integer(),
  discount_code: string(),
  kind: enums(DISCOUNT_CODE_KINDS),
  value: integer(),
});
export type CheckCodeAnswer = Infer<typeof CheckCodeAnswer>;

/**
 * Why a discount code gives nothing. Each is a 422 `{ message, errors: { discount_code: [message] } }` whose
 * message is exactly one of these texts, word for word, so the cart shows each reason as its own message.
 */
export const DISCOUNT_CODE_FAILURES = {
  nonexistent: 'This discount code does not exist.',
  inactive: 'This discount code is no longer active.',
  alreadyUsed: 'This discount code has already been used.',
  minimumOrderNotMet: 'Your order does not reach the minimum amount for this discount code.',
  notApplicable: 'This discount code does not apply to the selected tests.',
} as const;
export type DiscountCodeFailure = keyof typeof DISCOUNT_CODE_FAILURES;
export const DISCOUNT_CODE_FAILURE_REASONS: readonly DiscountCodeFailure[] = [
  'nonexistent',
  'inactive',
  'alreadyUsed',
  'minimumOrderNotMet',
  'notApplicable',
];

/** The failure reason behind a 422 message of check-code or of placing an order; null for any other message. */
export function discountCodeFailureOf(message: string): DiscountCodeFailure | null {
  return DISCOUNT_CODE_FAILURE_REASONS.find((reason) => DISCOUNT_CODE_FAILURES[reason] === message) ?? null;
}
