import { doctorDiscountPerUnit } from '@labshop/shared-contracts/core';
import type { CatalogueService } from '../catalogue/service';
import type { PricingLocation } from '../locations/chosen-location';

/** A referral's tests priced where the doctor chose, with the doctor discount on each (minor units). */
export interface ReferralAmounts {
  tests: { id: string; name: string; priceMinor: number; discountMinor: number }[];
  costMinor: number;
  discountMinor: number;
}

/**
 * The referred tests at today's prices at the location, as the patient's referral and checkout price them: a test
 * the location does not offer now counts for nothing. Kept with the referral when it is issued or edited, so the
 * doctor's table, statistics and commission read stored figures.
 */
export async function priceReferredTests(
  shopItems: CatalogueService['shopItems'],
  choice: { location: PricingLocation; testIds: readonly string[]; discountPercent: number },
  now: Date,
): Promise<ReferralAmounts> {
  const items = await shopItems(choice.testIds, { location: choice.location, now });
  const tests = choice.testIds.flatMap((id) => {
    const item = items.get(id);
    if (!item?.available) return [];
    const discountMinor = doctorDiscountPerUnit(item.priceMinor, choice.discountPercent);
    return [{ id, name: item.name, priceMinor: item.priceMinor, discountMinor }];
  });
  return {
    tests,
    costMinor: tests.reduce((sum, test) => sum + test.priceMinor, 0),
    discountMinor: tests.reduce((sum, test) => sum + test.discountMinor, 0),
  };
}
