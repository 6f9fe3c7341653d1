import type { TestSummary } from '@labshop/shared-contracts';
import { requestCartItem } from '../../lib/add-to-cart';

/** A card of the list asks the cart for its test or package. */
export function requestAddToCart(test: TestSummary): void {
  requestCartItem({ serviceId: test.id, name: test.name, priceMinor: test.priceMinor, kind: test.kind });
}
