import { Link } from 'react-router-dom';
import { EmptyState, ShoppingCart } from '@labshop/shared-contracts/web/ui';

/** The empty cart's heading, where the keyboard lands once the cart is cleared. */
export const EMPTY_CART_HEADING_ID = 'empty-cart';

export function EmptyCart() {
  return (
    <EmptyState icon={ShoppingCart} title="Your cart is empty" headingLevel={2} titleId={EMPTY_CART_HEADING_ID}>
      <p>
        Find the tests you need in the <Link to="/lab-test-list/tests">tests catalogue</Link>.
      </p>
    </EmptyState>
  );
}
