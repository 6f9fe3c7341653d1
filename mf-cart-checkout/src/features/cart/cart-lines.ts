import { ownPackageDiscountOnPrices, type OwnPackageDiscountOnPrices } from '@labshop/shared-contracts/core';
import type { CartItem } from './cart-item';

/** The one line a custom package makes in the cart, in the header's mini-cart and in the count of the badge. */
export const OWN_PACKAGE_LINE_ID = 'own-package';
export const OWN_PACKAGE_NAME = 'Your own package';

export type CartLine =
  | { kind: 'item'; item: CartItem }
  | { kind: 'own-package'; id: typeof OWN_PACKAGE_LINE_ID; items: CartItem[]; discount: OwnPackageDiscountOnPrices };

/**
 * Whether a test belongs to the buyer's custom package. Mirrors the pricing rule (a single test chosen for the
 * package, not a doctor's), so the tests listed under the package are the ones its discount is computed on.
 */
export function isOwnPackageTest(item: CartItem): boolean {
  return item.for_own_package === true && item.package !== true && item.added_by_doctor !== true;
}

/**
 * The items as the buyer sees them: every test or package on its own line, except the custom package's tests, which
 * make one line where the first of them stands, with the discount their number earns.
 */
export function cartLines(items: readonly CartItem[]): CartLine[] {
  const packageTests = items.filter(isOwnPackageTest);
  const lines: CartLine[] = [];
  let packagePlaced = false;
  for (const item of items) {
    if (!isOwnPackageTest(item)) {
      lines.push({ kind: 'item', item });
    } else if (!packagePlaced) {
      packagePlaced = true;
      lines.push(ownPackageLine(packageTests));
    }
  }
  return lines;
}

function ownPackageLine(items: CartItem[]): CartLine {
  const priced = items.filter((item) => item.available !== false);
  return {
    kind: 'own-package',
    id: OWN_PACKAGE_LINE_ID,
    items,
    discount: ownPackageDiscountOnPrices(priced.map((item) => item.price)),
  };
}

/** What one line costs one patient: an item its price, the custom package its tests less its discount. */
export function linePriceMinor(line: CartLine): number {
  return line.kind === 'item' ? line.item.price : line.discount.baseMinor - line.discount.discountMinor;
}
