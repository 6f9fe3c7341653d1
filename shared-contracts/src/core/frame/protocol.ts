import {
  array,
  boolean,
  enums,
  integer,
  is,
  literal,
  min,
  nullable,
  object,
  optional,
  string,
  type Infer,
} from 'superstruct';
import { oneOf } from '../shapes/one-of';
import { TEST_KINDS } from '../api/catalogue';
import { CustomerService } from '../api/location-prices';
import { NursingPrices } from '../domain/pricing/types';

/**
 * The embedding frame protocol: the cart runs in an iframe on a partner's page and shares its state
 * with that page by `postMessage`. Every message carries `source: 'labshop-cart'`, so either side can tell
 * the cart's messages from the other traffic a page receives.
 */
export const FRAME_MESSAGE_SOURCE = 'labshop-cart';

/** The frame refreshes prices this long after it applied the init data. */
export const FRAME_PRICE_REFRESH_DELAY_MS = 100;

const MinorUnits = min(integer(), 0);

/** A cart item, as the partner's page and the frame exchange it. `price` is minor units for one patient. */
export const FrameCartItem = object({
  id: string(),
  service_id: string(),
  name: string(),
  price: MinorUnits,
  kind: enums(TEST_KINDS),
  available: optional(boolean()),
  patients: array(string()),
  for_own_package: optional(boolean()),
  added_by_doctor: optional(boolean()),
  is_including_nursing: optional(boolean()),
  require_nursing_services: optional(boolean()),
});
export type FrameCartItem = Infer<typeof FrameCartItem>;

export const FramePatient = object({ id: string(), first_name: string(), last_name: string() });
export type FramePatient = Infer<typeof FramePatient>;

/** A visit service: charged once per patient. */
export const FrameVisitService = object({
  id: string(),
  price: MinorUnits,
  patients: array(string()),
  name: optional(string()),
});
export type FrameVisitService = Infer<typeof FrameVisitService>;

/** A city (uuid) with the name the cart shows. */
export const FrameCity = object({ uuid: string(), name: string() });
/** A facility (collection point), the part the cart needs. */
export const FrameFacility = object({ id: string(), name: string() });
/** A currency with its country code. */
export const FrameCurrency = object({ country_code: string(), currency: string() });
/** A quiz record: its uuid and date (YYYY-MM-DD). */
export const FrameQuiz = object({ uuid: string(), date: string() });

/**
 * The init data. Every field is optional: the frame applies what the page sends and keeps the rest.
 * `homeService` chooses between `city` (home service) and `facility` (a collection point).
 */
export const FrameInitData = object({
  cart: optional(array(FrameCartItem)),
  city: optional(nullable(FrameCity)),
  facility: optional(nullable(FrameFacility)),
  homeService: optional(boolean()),
  patients: optional(array(FramePatient)),
  nursingServices: optional(NursingPrices),
  customerServices: optional(array(CustomerService)),
  discountCode: optional(nullable(string())),
  currencies: optional(array(FrameCurrency)),
  currentCurrency: optional(string()),
  visitServices: optional(array(FrameVisitService)),
  quiz: optional(nullable(FrameQuiz)),
});
export type FrameInitData = Infer<typeof FrameInitData>;

/** The cart as the frame sends it out after every change. */
export const FrameCartState = object({
  items: array(FrameCartItem),
  patients: array(FramePatient),
  visitServices: array(FrameVisitService),
  customerServices: array(CustomerService),
  city: nullable(FrameCity),
  facility: nullable(FrameFacility),
  homeService: boolean(),
  discountCode: nullable(string()),
  currency: string(),
  itemCount: integer(),
  totalMinor: integer(),
});
export type FrameCartState = Infer<typeof FrameCartState>;

const source = literal(FRAME_MESSAGE_SOURCE);

/** Frame → page: asks for the signed-in user's token. */
export const FrameTokenRequest = object({ source, type: literal('request-token') });
/** Frame → page: asks for the init data. */
export const FrameInitDataRequest = object({ source, type: literal('request-init-data') });
/** Frame → page: the cart changed. */
export const FrameCartChanged = object({ source, type: literal('cart-changed'), cart: FrameCartState });

/** Page → frame: the token, or null when nobody is signed in there (the frame then clears its user). */
export const FrameTokenAnswer = object({ source, type: literal('token'), token: nullable(string()) });
/** Page → frame: the init data. */
export const FrameInitDataAnswer = object({ source, type: literal('init-data'), data: FrameInitData });

export const FrameToPageMessage = oneOf([FrameTokenRequest, FrameInitDataRequest, FrameCartChanged]);
export type FrameToPageMessage = Infer<typeof FrameToPageMessage>;

export const PageToFrameMessage = oneOf([FrameTokenAnswer, FrameInitDataAnswer]);
export type PageToFrameMessage = Infer<typeof PageToFrameMessage>;

/** A message the page sent the frame, or null for anything else (another script's message, a malformed one). */
export function readPageMessage(data: unknown): PageToFrameMessage | null {
  return is(data, PageToFrameMessage) ? data : null;
}

/** A message the frame sent the page, or null for anything else. */
export function readFrameMessage(data: unknown): FrameToPageMessage | null {
  return is(data, FrameToPageMessage) ? data : null;
}

/**
 * In the public config's `embedding.parentOrigins`: the site's own pages (FRAME_ANCESTORS' `'self'`, its default).
 * The gateway cannot know the address the site is reached at; the frame reads its own.
 */
export const FRAME_SELF = "'self'";

/** The allow-list with `'self'` read as the frame's own origin. */
export function resolveFrameOrigins(allowed: readonly string[], ownOrigin: string): string[] {
  return [...new Set(allowed.map((entry) => (entry === FRAME_SELF ? ownOrigin : entry)))];
}

/**
 * Only pages on the configured allow-list may talk to the frame. Origins compare exactly (scheme, host and
 * port), so a look-alike host or another port of the same host is refused.
 */
export function isAllowedFrameOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.some((entry) => normaliseOrigin(entry) === origin);
}

function normaliseOrigin(entry: string): string | null {
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}
