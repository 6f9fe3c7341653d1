import fp from 'fastify-plugin';
import {
  SAVED_CART_MAX_CHARACTERS,
  SAVED_CART_STALE_MESSAGE,
  type SavedCart,
} from '@labshop/shared-contracts/core/api/saved-cart';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError, ValidationError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { emptySavedCart, insertSavedCart, readSavedCart, replaceSavedCart } from './store';

export const SAVED_CART_TOO_LARGE = `The cart is too large to save (at most ${SAVED_CART_MAX_CHARACTERS} characters).`;

/** The cart a signed-in user keeps between browsers; a guest's stays in the browser. */
export function createSavedCartService(db: Database, clock: Clock) {
  return {
    /** The principal's saved cart; none yet (or not an account) reads as an empty cart at version 0. */
    async read(principal: Principal): Promise<SavedCart> {
      return (await readSavedCart(db, principal)) ?? { cart: null, version: 0 };
    },

    /**
     * Saves the cart if `version` is the one stored (0: none yet), as one conditional statement, so of two
     * browsers saving the same version one wins and the other gets 409 and reloads.
     */
    async save(principal: Principal, cart: Record<string, unknown> | null, version: number): Promise<SavedCart> {
      if (JSON.stringify(cart).length > SAVED_CART_MAX_CHARACTERS) {
        throw new ValidationError({ cart: [SAVED_CART_TOO_LARGE] });
      }
      const now = clock();
      const saved =
        version === 0
          ? principal.kind === 'account'
            ? await insertSavedCart(db, principal, cart, now)
            : null
          : await replaceSavedCart(db, principal, cart, version, now);
      if (!saved) throw new HttpError(409, SAVED_CART_STALE_MESSAGE);
      return { cart, version: saved.version };
    },

    /**
     * Empties the principal's saved cart in the transaction `tx` that places their order, so the order and the
     * cart it was placed from never both stand: the ordered items do not come back on the next page.
     */
    emptyForPlacedOrder: (tx: DatabaseExecutor, principal: Principal) => emptySavedCart(tx, principal, clock()),
  };
}

export type SavedCartService = ReturnType<typeof createSavedCartService>;

declare module 'fastify' {
  interface FastifyInstance {
    savedCart: SavedCartService;
  }
}

export default fp(
  async function savedCartService(fastify) {
    fastify.decorate('savedCart', createSavedCartService(fastify.db, fastify.clock));
  },
  { name: 'saved-cart-service', dependencies: ['database', 'clock'] },
);
