import fp from 'fastify-plugin';
import type { CheckCodeAnswer } from '@labshop/shared-contracts/api/check-code';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PricingLocation } from '../locations/chosen-location';
import { loadShopItems } from '../catalogue/shop-items';
import { DiscountCodeError } from './discount-code-error';
import { findDiscountCode, reserveSingleUseCode, spendSingleUseCode } from './store';
import { evaluateDiscountCode } from './discount-rules';

export interface CodeCheck {
  code: string;
  itemIds: readonly string[];
  nursingFeeMinor: number;
  location: PricingLocation | null;
}

export function createDiscountCodesService(db: Database, clock: Clock) {
  return {
    /**
     * check-code: the amount the code takes off these items at the shop's own prices for the location.
     * Ids the location does not sell are left out, as the cart leaves them out of its total.
     */
    async check(request: CodeCheck): Promise<CheckCodeAnswer> {
      const items = await loadShopItems(db, request.itemIds, { location: request.location, now: clock() });
      const itemCharges = request.itemIds.flatMap((id) => {
        const item = items.get(id);
        return item?.available ? [{ testId: id, amountMinor: item.priceMinor }] : [];
      });
      const code = await findDiscountCode(db, request.code);
      const outcome = evaluateDiscountCode(code, { itemCharges, nursingFeeMinor: request.nursingFeeMinor });
      if (!outcome.ok) throw new DiscountCodeError(outcome.reason);
      const { code: applied, discountMinor } = outcome;
      return { discount: discountMinor, discount_code: applied.code, kind: applied.kind, value: applied.value };
    },

    /** The code a buyer typed at checkout, as stored, or null when no code is called that. */
    named: (typed: string) => findDiscountCode(db, typed),

    /**
     * Reserves a single-use code for the order about to be written, in its transaction `tx`; false when another
     * open order holds it or it was spent.
     */
    reserveForOrder: (tx: DatabaseExecutor, codeId: string, orderId: string) =>
      reserveSingleUseCode(tx, codeId, orderId),

    /** Spends a single-use code in the transaction `tx` that marks its order paid. */
    spendForPaidOrder: (tx: DatabaseExecutor, codeId: string, now: Date) => spendSingleUseCode(tx, codeId, now),
  };
}

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;

declare module 'fastify' {
  interface FastifyInstance {
    discountCodes: DiscountCodesService;
  }
}

export default fp(
  async function discountCodesService(fastify) {
    fastify.decorate('discountCodes', createDiscountCodesService(fastify.db, fastify.clock));
  },
  { name: 'discount-codes-service', dependencies: ['database', 'clock'] },
);
