import { integer, min, nullable, object, record, string, unknown, type Infer } from 'superstruct';

/**
 * The cart of a signed-in user, kept by the API so it follows them to another browser (signed-in only: 401 for a
 * guest). The API stores the cart's serialised state as it is given and does not read it.
 */
export const SAVED_CART_PATH = 'cart';

/** The most characters the serialised cart may have (a generous cart is a few kilobytes). */
export const SAVED_CART_MAX_CHARACTERS = 65_536;

/** The message of the 409 answer to a write based on an older version. */
export const SAVED_CART_STALE_MESSAGE = 'The cart was changed in another window. It has been reloaded.';

/**
 * GET /api/cart answers it; `cart` is null and `version` 0 before anything was saved. Each save adds 1 to
 * `version`. Placing an order as the account empties it in the same step: `cart` null, `version` one up.
 */
export const SavedCart = object({
  cart: nullable(record(string(), unknown())),
  version: min(integer(), 0),
});
export type SavedCart = Infer<typeof SavedCart>;

/**
 * PUT /api/cart: `version` is the version the browser last read (0 for none). It answers the new `SavedCart`;
 * a stale version answers 409 `{ message: SAVED_CART_STALE_MESSAGE }`: read again (GET), merge, then save.
 * A cart over SAVED_CART_MAX_CHARACTERS is 422 on `cart`.
 */
export const SaveCartRequest = object({
  cart: nullable(record(string(), unknown())),
  version: min(integer(), 0),
});
export type SaveCartRequest = Infer<typeof SaveCartRequest>;
