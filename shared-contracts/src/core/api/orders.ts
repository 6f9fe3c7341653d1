import { array, boolean, enums, integer, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { oneOf } from '../shapes/one-of';
import { QUOTE_LINE_KINDS } from '../domain/pricing/types';
import { SEXES } from './accounts';
import { HomeVisit } from './home-visits';
import { ChosenLocation } from './location-prices';

/**
 * Orders (docs/product-rules.md, Orders and payments). Paths are relative to the API base (`/api`). A guest may
 * place an order; placing it answers an `accessToken` that, sent back as the `X-Order-Token` header (or the
 * `token` query parameter), lets that browser read the order and pay for it. The owner account reads its own
 * orders with its bearer token. Anyone else gets 404.
 */
export const ORDER_PATHS = {
  orders: 'orders',
  order: (orderId: string) => `orders/${encodeURIComponent(orderId)}`,
  payments: (orderId: string) => `orders/${encodeURIComponent(orderId)}/payments`,
  cancel: (orderId: string) => `orders/${encodeURIComponent(orderId)}/cancel`,
  /** The receipt of a paid order (application/pdf), for the account that placed it (ORDER_RECEIPT_NOT_PAID before). */
  receipt: (orderId: string) => `orders/${encodeURIComponent(orderId)}/receipt`,
} as const;

/**
 * The answer (410) to an e-mailed order link past its time: the link's signature was genuine, so the order exists,
 * but the link no longer opens it.
 */
export const ORDER_LINK_EXPIRED =
  'This link has expired. Sign in to your account, or contact us with your order number, to see this order.';

/** How many orders GET /api/orders answers a page. */
export const ORDERS_PAGE_SIZE = 10;

/** 409 to GET /api/orders/{id}/receipt while the order is not paid: a receipt is issued for money received only. */
export const ORDER_RECEIPT_NOT_PAID = 'A receipt is issued once the order is paid.';

/** The header that carries a guest's order access token. */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

export const PAYMENT_METHODS = ['online', 'at_centre'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * pending_payment → paid | failed | cancelled; a failed payment may be retried (back to paid on success).
 * Paying at the centre leaves the order awaiting_payment_at_visit.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'failed',
  'cancelled',
  'awaiting_payment_at_visit',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** At checkout, word for word: an item the chosen location does not offer. The 422 names them in `errors.items`. */
export const TEST_NOT_AVAILABLE_AT_CHECKOUT = 'Test not available at selected Diagnostic Centre.';
/** 409 to POST /api/orders/{id}/cancel for an order that is paid or already cancelled. */
export const ORDER_NOT_CANCELLABLE = 'This order can no longer be cancelled.';
/** The same idempotency key sent again with a different checkout. */
export const IDEMPOTENCY_KEY_REUSED = 'This order was already placed with different details. Reload the page.';

export const OrderAddress = object({
  street: string(),
  houseNumber: string(),
  homeNumber: nullable(string()),
  postCode: string(),
  city: string(),
});
export type OrderAddress = Infer<typeof OrderAddress>;

/**
 * Where the samples are taken: a nurse's home visit in a city (with the address and the day and window chosen for
 * it; without one the order is refused on `location.visit`) or a collection point.
 */
export const OrderLocation = oneOf([
  object({ kind: literal('home-service'), city_uuid: string(), address: OrderAddress, visit: optional(HomeVisit) }),
  object({ kind: literal('collection-point'), facility_id: string() }),
]);
export type OrderLocation = Infer<typeof OrderLocation>;

/**
 * A person the order is for, with the patient field rules. `id` is the cart's own patient id, which items and
 * visit services refer to. `pesel` is null with the 'no PESEL number' option; then `birthDate` (ISO) is needed.
 * `phone` is optional here; a given one must be valid.
 */
export const OrderPatientInput = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  pesel: nullable(string()),
  birthDate: nullable(string()),
  sex: enums(SEXES),
  phone: nullable(string()),
});
export type OrderPatientInput = Infer<typeof OrderPatientInput>;

/**
 * A cart item as the order takes it: the item id and its patients. Any price the browser sends is ignored:
 * the API prices every item from its own price list for the location. `for_own_package` counts only for
 * single tests (the custom package builder).
 */
export const OrderItemInput = object({
  id: string(),
  patients: array(string()),
  for_own_package: optional(boolean()),
  /**
   * The referral a doctor-added item comes from. It must be the ordering account's own referral, awaiting payment
   * and listing this test (422 on `items.N.referral_id` otherwise); the item then gets the referral's doctor
   * discount, and paying the order moves the referral on to salary calculation.
   */
  referral_id: optional(string()),
});
export type OrderItemInput = Infer<typeof OrderItemInput>;

export const OrderVisitServiceInput = object({ id: string(), patients: array(string()) });
export type OrderVisitServiceInput = Infer<typeof OrderVisitServiceInput>;

/** The consents checkout asks for; both are required, so both must be true. */
export const OrderConsents = object({ terms: boolean(), dataProcessing: boolean() });
export type OrderConsents = Infer<typeof OrderConsents>;

/**
 * POST /api/orders. `idempotencyKey`: chosen by the browser once per checkout attempt (a UUID); the same key
 * answers the same order, never a second one. `customerServices` are codes such as RESULTS_ANALYZE.
 * Refusals: 422 `{ message, errors }` with fields such as `email`, `consents.terms`, `patients.0.pesel`,
 * `location.address.street`, `items` (unavailable items are named there), `discount_code`.
 * `expectedTotalMinor` is the total the buyer saw when confirming: the order is placed only at that total. When the
 * shop's price differs (a price changed meanwhile), nothing is placed and the answer is 409 PriceChangedBody with the
 * new breakdown, for the buyer to see and confirm again. A buyer is never charged an amount they have not seen.
 */
export const PlaceOrderRequest = object({
  idempotencyKey: string(),
  expectedTotalMinor: integer(),
  location: OrderLocation,
  items: array(OrderItemInput),
  visitServices: optional(array(OrderVisitServiceInput)),
  customerServices: optional(array(string())),
  patients: array(OrderPatientInput),
  email: string(),
  paymentMethod: enums(PAYMENT_METHODS),
  consents: OrderConsents,
  discount_code: optional(nullable(string())),
  /**
   * The id of the account's own earlier, paid order whose results this order buys the results analysis for (the
   * offer on a result's page). With it, RESULTS_ANALYZE must be among `customerServices` and the order may hold
   * nothing else (no items, no patients); once this order is paid, the analysis answers for every result of that
   * order. 422 on `resultsAnalysisFor` for a guest, another account's or an unpaid order, or one whose results
   * already have the analysis.
   */
  resultsAnalysisFor: optional(nullable(string())),
});
export type PlaceOrderRequest = Infer<typeof PlaceOrderRequest>;

/** One line of what the order charges, as the API priced it (the breakdown of quoteCart). */
export const OrderLine = object({
  kind: enums(QUOTE_LINE_KINDS),
  label: string(),
  amountMinor: integer(),
  patientId: nullable(string()),
  itemId: nullable(string()),
  quantity: nullable(integer()),
  unitPriceMinor: nullable(integer()),
});
export type OrderLine = Infer<typeof OrderLine>;

export const OrderPatient = object({ id: string(), firstName: string(), lastName: string() });
export type OrderPatient = Infer<typeof OrderPatient>;

/** A short view of an order, for lists. Amounts are minor units of `currency`. */
export const OrderSummary = object({
  id: string(),
  /** What the buyer quotes to the shop, e.g. 'LS-000042'. */
  number: string(),
  status: enums(ORDER_STATUSES),
  paymentMethod: enums(PAYMENT_METHODS),
  totalMinor: integer(),
  currency: string(),
  /** ISO date-time. */
  createdAt: string(),
  /** The people the order is for, as named on it ('Anna Kowalska'), in the order's own order. */
  patients: array(string()),
  /** Whether a new online payment may be started now (pending or failed online orders). */
  canPay: boolean(),
  /** Whether the buyer may still cancel it: nothing has been paid. */
  canCancel: boolean(),
});
export type OrderSummary = Infer<typeof OrderSummary>;

/** GET /api/orders/{id}: everything the status and order-details pages show. */
export const OrderDetails = object({
  id: string(),
  number: string(),
  status: enums(ORDER_STATUSES),
  paymentMethod: enums(PAYMENT_METHODS),
  totalMinor: integer(),
  currency: string(),
  createdAt: string(),
  email: string(),
  location: ChosenLocation,
  address: nullable(OrderAddress),
  /** The day and time window of the nurse's home visit; null at a collection point. */
  homeVisit: nullable(HomeVisit),
  patients: array(OrderPatient),
  lines: array(OrderLine),
  subtotalMinor: integer(),
  savingsMinor: integer(),
  discountCode: nullable(string()),
  /** Whether a new online payment may be started now (pending or failed online orders). */
  canPay: boolean(),
  /** Whether the buyer may still cancel it: nothing has been paid. */
  canCancel: boolean(),
  /** The doctor's visit the order pays for (`/appointment/selected/{id}`); absent on a shop order. */
  appointmentId: optional(string()),
});
export type OrderDetails = Infer<typeof OrderDetails>;

/** What an order would charge, line by line, as the shop prices it now. */
export const OrderQuote = object({
  lines: array(OrderLine),
  subtotalMinor: integer(),
  savingsMinor: integer(),
  totalMinor: integer(),
  currency: string(),
});
export type OrderQuote = Infer<typeof OrderQuote>;

/** Said when the shop's price of an order is not the total the buyer confirmed. */
export const ORDER_PRICE_CHANGED_MESSAGE =
  'The price of your order has changed. Check the new total and confirm again.';

/** The 409 answer of POST /api/orders when the price changed: nothing was placed; here is the new breakdown. */
export const PriceChangedBody = object({ message: string(), quote: OrderQuote });
export type PriceChangedBody = Infer<typeof PriceChangedBody>;

/**
 * 201 for a new order, 200 when the idempotency key named an order already placed (the same answer again).
 * Keep `accessToken` (e.g. in local storage by order id): a guest needs it to read and pay for the order.
 */
export const PlaceOrderAnswer = object({ order: OrderDetails, accessToken: string() });
export type PlaceOrderAnswer = Infer<typeof PlaceOrderAnswer>;

/**
 * GET /api/orders: the signed-in account's orders, newest first (401 for a guest), ORDERS_PAGE_SIZE a page.
 * Query: `status` (one of ORDER_STATUSES), `patient` (a name as `patientNames` gives it), `page` (from 1); any other
 * value of these is refused with 422. `total` counts the orders that match; `patientNames` are the people named on
 * any of the account's orders, whatever the filter, for choosing one.
 */
export const OrderList = object({
  orders: array(OrderSummary),
  page: integer(),
  pageSize: integer(),
  total: integer(),
  patientNames: array(string()),
});
export type OrderList = Infer<typeof OrderList>;

/** The query of GET /api/orders, as the browser sends it (the API reads `page` from its text). */
export const OrderListQuery = object({
  status: optional(enums(ORDER_STATUSES)),
  patient: optional(string()),
  page: optional(integer()),
});
export type OrderListQuery = Infer<typeof OrderListQuery>;

/** The status of an order in words, as the buyer's pages say it (never by colour alone). */
export const ORDER_STATUS_TEXTS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  awaiting_payment_at_visit: 'To pay at the visit',
  expired: 'Expired (not paid in time)',
};
