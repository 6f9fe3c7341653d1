import {
  array,
  assign,
  boolean,
  enums,
  integer,
  min,
  object,
  optional,
  partial,
  string,
  type Infer,
} from 'superstruct';
import { ItemPricingAttributes, SEXES, TEST_KINDS } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';

/**
 * A cart item, the fields the cart keeps. Ids are strings; `price` is minor units for one patient. The
 * catalogue's pricing attributes (nursing, package, screening fields) come with the item and with every price
 * refresh; they are optional here only so a cart saved before they were kept still loads, and the next refresh
 * fills them in.
 */
const CartItemFields = object({
  id: string(),
  service_id: string(),
  name: string(),
  price: min(integer(), 0),
  kind: enums(TEST_KINDS),
  available: optional(boolean()),
  /** Patient ids; empty until the first patient is added. */
  patients: array(string()),
  for_own_package: optional(boolean()),
  added_by_doctor: optional(boolean()),
  /** The doctor's referral a doctor-added item comes from; checkout sends it back with the order. */
  referral_id: optional(string()),
  /** The referral's doctor discount, a whole percent. */
  doctor_discount_percent: optional(integer()),
});
// From the attributes' schema rather than the struct: the contracts may bring their own copy of the validation
// library, whose structs this copy's `partial` would not recognise as structs.
export const CartItem = assign(CartItemFields, partial(ItemPricingAttributes.schema));
export type CartItem = Infer<typeof CartItem>;

/** A visit service: charged once per patient. */
export const VisitService = object({
  id: string(),
  price: min(integer(), 0),
  patients: array(string()),
  name: optional(string()),
});
export type VisitService = Infer<typeof VisitService>;

/**
 * The person a test is for, as far as the cart needs to know them. Sex and date of birth are optional: when given,
 * the cart checks each screening programme against them (and checkout starts from them).
 */
export const CartPatient = object({
  id: string(),
  first_name: string(),
  last_name: string(),
  sex: optional(enums(SEXES)),
  /** YYYY-MM-DD */
  birth_date: optional(string()),
});
export type CartPatient = Infer<typeof CartPatient>;

export function patientName(patient: CartPatient): string {
  return `${patient.first_name} ${patient.last_name}`.trim();
}

/** An item another page asked for, as the cart holds it. */
export function cartItemFromRequest(
  request: EventPayload<'cart:item-requested'>,
  flags: Pick<CartItem, 'for_own_package'> = {},
): CartItem {
  return {
    id: request.serviceId,
    service_id: request.serviceId,
    name: request.name,
    price: Math.max(0, Math.round(request.priceMinor)),
    kind: request.kind,
    patients: [],
    ...request.attributes,
    ...referralFlags(request),
    ...flags,
  };
}

/** What a referral's test brings along: the doctor-added flag, the referral and its discount. */
function referralFlags(request: EventPayload<'cart:item-requested'>): Partial<CartItem> {
  if (request.added_by_doctor !== true || request.referral_id === undefined) return {};
  return {
    added_by_doctor: true,
    referral_id: request.referral_id,
    doctor_discount_percent: Math.max(0, Math.min(100, Math.round(request.doctor_discount_percent ?? 0))),
  };
}
