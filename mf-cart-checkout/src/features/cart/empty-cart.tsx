import { Link } from 'react-router-dom';

/** The empty cart's heading, where the keyboard lands once the cart is cleared. */
export const EMPTY_CART_HEADING_ID = 'empty-cart';

export function EmptyCart() {
  return (
    <section aria-labelledby={EMPTY_CART_HEADING_ID}>
      <h2 id={EMPTY_CART_HEADING_ID} tabIndex={-1}>
        Your cart is empty
      </h2>
      <p>
        Find the tests you need in the <Link to="/lab-test-list/tests">tests catalogue</Link>.
      </p>
    </section>
  );
}
