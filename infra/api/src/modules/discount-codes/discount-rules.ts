import type { DiscountCodeFailure, DiscountCodeKind } from '@labshop/shared-contracts/core/api/check-code';

/** A discount code as stored, with the tests it is limited to (empty: every test). */
export interface DiscountCodeRecord {
  id: string;
  code: string;
  kind: DiscountCodeKind;
  /** A whole percent, or an amount in minor units. */
  value: number;
  active: boolean;
  singleUse: boolean;
  usedAt: Date | null;
  minimumOrderMinor: number;
  limitedToTestIds: readonly string[];
  /** Whether the code is limited to categories (whose tests are among limitedToTestIds): then none may be none. */
  limitedToCategories: boolean;
  /** A single-use code an order still open was placed with: taken until that order is paid, cancelled or expires. */
  reservedByAnOrder: boolean;
  /** A code of N uses whose N orders (paid or still open) have been placed. */
  usedUp: boolean;
  /** How many orders one account may place with the code; null for no limit (checked where the account is known). */
  perAccountLimit: number | null;
}

/** What a code is measured against: each test charged (once per patient) and the nursing fee. */
export interface DiscountBasis {
  itemCharges: readonly { testId: string; amountMinor: number }[];
  nursingFeeMinor: number;
}

export type DiscountOutcome =
  { ok: true; code: DiscountCodeRecord; discountMinor: number } | { ok: false; reason: DiscountCodeFailure };

/**
 * Why a code gives nothing, checked in the order a buyer can act on them. A percentage code takes its
 * percent of the tests it applies to (rounded to the nearest minor unit); a fixed code takes its amount, but never
 * more than the order (tests and nursing fee). The minimum order amount is compared with the same order amount.
 */
export function evaluateDiscountCode(code: DiscountCodeRecord | null, basis: DiscountBasis): DiscountOutcome {
  if (code === null) return { ok: false, reason: 'nonexistent' };
  if (!code.active) return { ok: false, reason: 'inactive' };
  if (code.singleUse && (code.usedAt !== null || code.reservedByAnOrder)) return { ok: false, reason: 'alreadyUsed' };
  if (code.usedUp) return { ok: false, reason: 'alreadyUsed' };
  const limited = new Set(code.limitedToTestIds);
  const forEveryTest = limited.size === 0 && !code.limitedToCategories;
  const eligible = basis.itemCharges.filter((charge) => forEveryTest || limited.has(charge.testId));
  if (eligible.length === 0) return { ok: false, reason: 'notApplicable' };
  const orderMinor = sumOf(basis.itemCharges) + basis.nursingFeeMinor;
  if (orderMinor < code.minimumOrderMinor) return { ok: false, reason: 'minimumOrderNotMet' };
  const discountMinor =
    code.kind === 'percentage' ? Math.round((sumOf(eligible) * code.value) / 100) : Math.min(code.value, orderMinor);
  return { ok: true, code, discountMinor };
}

function sumOf(charges: readonly { amountMinor: number }[]): number {
  return charges.reduce((sum, charge) => sum + charge.amountMinor, 0);
}

/** Buyers type codes in any case and with stray spaces; codes are stored upper-case. */
export function normaliseDiscountCode(value: string): string {
  return value.trim().toUpperCase();
}
