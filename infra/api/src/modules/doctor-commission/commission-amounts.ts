import { doctorDiscountPerUnit } from '@labshop/shared-contracts/core';

/** One line an order charged, as the orders service stored it. */
export interface ChargedLine {
  kind: string;
  amountMinor: number;
  testId: string | null;
}

/** A referral the order paid for, with its commission option and the tests it lists. */
export interface PaidReferralTerms {
  id: string;
  commissionPercent: number;
  discountPercent: number;
  testIds: readonly string[];
}

export interface ReferralCommission {
  referralId: string;
  testsCount: number;
  /** What the patient paid for the referred tests: after the doctor discount and their share of a discount code. */
  paidMinor: number;
  commissionMinor: number;
}

/**
 * Each referral's commission from what the order actually charged. A referral's tests are the order's item lines of
 * the tests it lists (each line one test for one patient; a test listed by two referrals counts for the first). From
 * their prices comes off the doctor discount (rounded up per line, as checkout charged it), then their share of the
 * discount code: the code's reduction spread over everything it reduced, in proportion, rounded to the nearest minor
 * unit. The commission is the doctor's percent of what remains, rounded to the nearest minor unit.
 */
export function commissionsOf(
  lines: readonly ChargedLine[],
  referralsPaid: readonly PaidReferralTerms[],
): ReferralCommission[] {
  const codeReduction = -lines.filter((line) => line.kind === 'discount-code').reduce(sumAmounts, 0);
  // What the code was taken from: every charge less the discounts before it.
  const codeBase = lines.filter((line) => line.kind !== 'discount-code').reduce(sumAmounts, 0);
  const claimed = new Set<string>();
  return referralsPaid.map((referral) => {
    const testIds = new Set(referral.testIds.filter((testId) => !claimed.has(testId)));
    testIds.forEach((testId) => claimed.add(testId));
    const items = lines.filter((line) => line.kind === 'item' && line.testId !== null && testIds.has(line.testId));
    const afterDoctorDiscount = items.reduce(
      (sum, line) => sum + line.amountMinor - doctorDiscountPerUnit(line.amountMinor, referral.discountPercent),
      0,
    );
    const codeShare =
      codeReduction > 0 && codeBase > 0 ? Math.round((codeReduction * afterDoctorDiscount) / codeBase) : 0;
    const paidMinor = Math.max(0, afterDoctorDiscount - codeShare);
    return {
      referralId: referral.id,
      testsCount: items.length,
      paidMinor,
      commissionMinor: Math.round((paidMinor * referral.commissionPercent) / 100),
    };
  });
}

function sumAmounts(sum: number, line: ChargedLine): number {
  return sum + line.amountMinor;
}
