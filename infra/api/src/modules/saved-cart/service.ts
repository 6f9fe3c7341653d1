import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { SAVED_CART_STALE_MESSAGE, type SavedCart } from '@labshop/shared-contracts/core/api/saved-cart';
import type { Database } from '../../db/client';
import { savedCarts } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/errors';

export function createSavedCartService(db: Database, clock: Clock) {
  return {
    async read(accountId: string): Promise<SavedCart> {
      const [row] = await db
        .select({ cart: savedCarts.cart, version: savedCarts.version })
        .from(savedCarts)
        .where(eq(savedCarts.accountId, accountId));
      return row ? { cart: row.cart ?? null, version: row.version } : { cart: null, version: 0 };
    },

    /**
     * Saves the cart if `version` is the one stored (0: none yet), as one conditional statement, so of two
     * browsers saving the same version one wins and the other gets 409 and reloads.
     */
    async save(accountId: string, cart: Record<string, unknown> | null, version: number): Promise<SavedCart> {
      const now = clock();
      const saved =
        version === 0
          ? await db
              .insert(savedCarts)
              .values({ accountId, cart, version: 1, updatedAt: now })
              .onConflictDoNothing()
              .returning({ version: savedCarts.version })
          : await db
              .update(savedCarts)
              .set({ cart, version: sql`${savedCarts.version} + 1`, updatedAt: now })
              .where(and(eq(savedCarts.accountId, accountId), eq(savedCarts.version, version)))
              .returning({ version: savedCarts.version });
      const [row] = saved;
      if (!row) throw new HttpError(409, SAVED_CART_STALE_MESSAGE);
      return { cart, version: row.version };
    },
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
