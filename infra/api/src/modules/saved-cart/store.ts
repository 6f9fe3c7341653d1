import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { savedCarts } from '../../db/schema';
import type { Principal } from '../../platform/principal';

/**
 * The one access rule of a saved cart: the account's own, in whatever role it acts; nobody else's, an
 * administrator's included. A guest's cart lives only in the browser.
 */
function savedCartVisibleTo(principal: Principal): SQL {
  return principal.kind === 'account' ? eq(savedCarts.accountId, principal.accountId) : sql`false`;
}

export interface StoredCart {
  cart: Record<string, unknown> | null;
  version: number;
}

export async function readSavedCart(db: DatabaseExecutor, principal: Principal): Promise<StoredCart | null> {
  const [row] = await db
    .select({ cart: savedCarts.cart, version: savedCarts.version })
    .from(savedCarts)
    .where(savedCartVisibleTo(principal));
  return row ? { cart: row.cart ?? null, version: row.version } : null;
}

/** Writes the principal's first saved cart; null when one was saved meanwhile. */
export async function insertSavedCart(
  db: DatabaseExecutor,
  principal: Principal & { kind: 'account' },
  cart: Record<string, unknown> | null,
  now: Date,
): Promise<{ version: number } | null> {
  const [row] = await db
    .insert(savedCarts)
    .values({ accountId: principal.accountId, cart, version: 1, updatedAt: now })
    .onConflictDoNothing()
    .returning({ version: savedCarts.version });
  return row ?? null;
}

/** Replaces the principal's saved cart if it is still at `version`; null when another save came first. */
export async function replaceSavedCart(
  db: DatabaseExecutor,
  principal: Principal,
  cart: Record<string, unknown> | null,
  version: number,
  now: Date,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(savedCarts)
    .set({ cart, version: sql`${savedCarts.version} + 1`, updatedAt: now })
    .where(and(savedCartVisibleTo(principal), eq(savedCarts.version, version)))
    .returning({ version: savedCarts.version });
  return row ?? null;
}

/**
 * Empties the principal's saved cart in `db` (the order's transaction), as a save would: `cart` null, the version
 * one up, so a browser still holding the ordered cart is refused (409) and reads the empty one. None saved: nothing.
 */
export async function emptySavedCart(db: DatabaseExecutor, principal: Principal, now: Date): Promise<void> {
  // Only an account has a saved cart: a guest's order (most orders) asks nothing of the database for it.
  if (principal.kind !== 'account') return;
  await db
    .update(savedCarts)
    .set({ cart: null, version: sql`${savedCarts.version} + 1`, updatedAt: now })
    .where(savedCartVisibleTo(principal));
}
