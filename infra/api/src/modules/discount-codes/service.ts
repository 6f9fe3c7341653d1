import fp from 'fastify-plugin';
import type { CheckCodeAnswer } from '@labshop/shared-contracts/core/api/check-code';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { CatalogueService } from '../catalogue/service';
import type { PricingLocation } from '../locations/chosen-location';
import { createCodeAdministration, type CodeAdministration } from './administration';
import { DiscountCodeError } from './discount-code-error';
import { findDiscountCode, lockLimitedCode, spendSingleUseCode } from './store';
import { evaluateDiscountCode, type DiscountCodeRecord } from './discount-rules';

/**
 * Whether an order still open (not paid, cancelled or expired), other than `exceptOrderId`, was placed with the
 * code: it holds the code. Orders are the orders service's to read, so it answers this.
 */
export type CodeHeldByAnOpenOrder = (
  db: DatabaseExecutor,
  codeId: string,
  exceptOrderId: string | null,
) => Promise<boolean>;

export interface DiscountCodesDependencies {
  db: Database;
  clock: Clock;
  codeHeldByAnOpenOrder: CodeHeldByAnOpenOrder;
  /** The tests a code is checked against, priced by the catalogue at the location. */
  shopItems: CatalogueService['shopItems'];
  /** The tests in a code's categories, as the catalogue has them now. */
  testIdsInCategories: CatalogueService['testIdsInCategories'];
  /** How many orders were paid with each code, and how many placed with it are still open. */
  codeUses: (codeIds: readonly string[]) => Promise<Map<string, { paid: number; open: number }>>;
  /** How many orders (paid or still open) were placed with the code, read in `tx`. */
  usesOfCode: (tx: DatabaseExecutor, codeId: string) => Promise<number>;
  /** How many orders (paid or still open) the account placed with the code. */
  accountUsesOfCode: (db: DatabaseExecutor, accountId: string, codeId: string) => Promise<number>;
}

export interface CodeCheck {
  code: string;
  /** The signed-in buyer, whose own uses of a code with a per-account limit count; null for a guest. */
  accountId: string | null;
  itemIds: readonly string[];
  nursingFeeMinor: number;
  location: PricingLocation | null;
}

export function createDiscountCodesService(deps: DiscountCodesDependencies) {
  const { db, clock } = deps;

  /**
   * The code a buyer typed, as good as it is now: active only between its start and end, with whether an open order
   * holds it (a single-use code only can be held) or its N uses are all taken, and limited to the tests its
   * categories hold today as well as the tests named.
   */
  async function named(typed: string): Promise<DiscountCodeRecord | null> {
    const stored = await findDiscountCode(db, typed);
    if (stored === null) return null;
    const { startsAt, endsAt, maxUses, limitedToCategoryIds, ...code } = stored;
    const now = clock();
    const inItsTime = (startsAt === null || startsAt <= now) && (endsAt === null || now < endsAt);
    const reservedByAnOrder = code.singleUse && (await deps.codeHeldByAnOpenOrder(db, code.id, null));
    const uses = maxUses === null ? undefined : (await deps.codeUses([code.id])).get(code.id);
    const usedUp = maxUses !== null && (uses?.paid ?? 0) + (uses?.open ?? 0) >= maxUses;
    const inCategories = await deps.testIdsInCategories(limitedToCategoryIds);
    return {
      ...code,
      active: code.active && inItsTime,
      reservedByAnOrder,
      usedUp,
      limitedToTestIds: [...code.limitedToTestIds, ...inCategories],
      limitedToCategories: limitedToCategoryIds.length > 0,
    };
  }

  /** The code as good as it is for this account: used up for it once it reached its per-account limit. */
  async function withAccountUses(
    db: DatabaseExecutor,
    code: DiscountCodeRecord,
    accountId: string,
  ): Promise<DiscountCodeRecord> {
    if (code.perAccountLimit === null) return code;
    const uses = await deps.accountUsesOfCode(db, accountId, code.id);
    return uses >= code.perAccountLimit ? { ...code, usedUp: true } : code;
  }

  return {
    /**
     * check-code: the amount the code takes off these items at the shop's own prices for the location.
     * Ids the location does not sell are left out, as the cart leaves them out of its total.
     */
    async check(request: CodeCheck): Promise<CheckCodeAnswer> {
      const items = await deps.shopItems(request.itemIds, { location: request.location, now: clock() });
      const itemCharges = request.itemIds.flatMap((id) => {
        const item = items.get(id);
        return item?.available ? [{ testId: id, amountMinor: item.priceMinor }] : [];
      });
      const found = await named(request.code);
      const code = found && request.accountId ? await withAccountUses(db, found, request.accountId) : found;
      const outcome = evaluateDiscountCode(code, { itemCharges, nursingFeeMinor: request.nursingFeeMinor });
      if (!outcome.ok) throw new DiscountCodeError(outcome.reason);
      const { code: applied, discountMinor } = outcome;
      return { discount: discountMinor, discount_code: applied.code, kind: applied.kind, value: applied.value };
    },

    /** The code a buyer typed at checkout, or null when no code is called that. */
    named,

    /**
     * Reserves a limited code (single use, N uses, a per-account limit) for the order about to be written, in its
     * transaction `tx`: its row is locked first, then its uses are counted, so of orders placed with it at once only
     * as many as its limits allow get it. False when a limit is reached: the single-use code was spent or another
     * open order holds it, its N uses are taken, or the buyer's account has used it as often as it may (a guest has
     * no account to count). A code without limits is not locked and always reserved.
     */
    async reserveForOrder(
      tx: DatabaseExecutor,
      codeId: string,
      order: { orderId: string; accountId: string | null },
    ): Promise<boolean> {
      const limits = await lockLimitedCode(tx, codeId);
      if (limits === null) return true;
      if (limits.singleUse && (limits.spent || (await deps.codeHeldByAnOpenOrder(tx, codeId, order.orderId)))) {
        return false;
      }
      if (limits.maxUses !== null && (await deps.usesOfCode(tx, codeId)) >= limits.maxUses) return false;
      if (limits.perAccountLimit === null || order.accountId === null) return true;
      return (await deps.accountUsesOfCode(tx, order.accountId, codeId)) < limits.perAccountLimit;
    },

    /** Spends a single-use code in the transaction `tx` that marks its order paid. */
    spendForPaidOrder: (tx: DatabaseExecutor, codeId: string, now: Date) => spendSingleUseCode(tx, codeId, now),
  };
}

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Codes at checkout, and the back-office's administration of them (only an administrator at work). */
    discountCodes: DiscountCodesService & { administration: CodeAdministration };
  }
}

export default fp(
  async function discountCodesService(fastify) {
    const checkout = createDiscountCodesService({
      db: fastify.db,
      clock: fastify.clock,
      // The orders service registers after this one (it prices orders with it), and is asked only while a
      // request runs, when it is there.
      codeHeldByAnOpenOrder: (db, codeId, exceptOrderId) => fastify.orders.holdsCode(db, codeId, exceptOrderId),
      shopItems: fastify.catalogue.shopItems,
      testIdsInCategories: fastify.catalogue.testIdsInCategories,
      codeUses: (codeIds) => fastify.orders.discountCodeUses(codeIds),
      usesOfCode: (tx, codeId) => fastify.orders.usesOfCode(tx, codeId),
      accountUsesOfCode: (db, accountId, codeId) => fastify.orders.accountUsesOfCode(db, accountId, codeId),
    });
    const administration = createCodeAdministration({
      db: fastify.db,
      clock: fastify.clock,
      currency: fastify.config.currency,
      usesOf: (codeIds) => fastify.orders.discountCodeUses(codeIds),
      ordersWithCode: (codeId) => fastify.orders.ordersWithCode(codeId),
    });
    fastify.decorate('discountCodes', { ...checkout, administration });
  },
  { name: 'discount-codes-service', dependencies: ['config', 'database', 'clock', 'catalogue-service'] },
);
