import { Link, useSearchParams } from 'react-router-dom';
import { FROM_CART_QUERY } from '@labshop/shared-contracts/core';

/**
 * The cart sends its buyer here to choose where samples are taken (`?from=cart`); this gives them the way back once
 * they have chosen.
 */
export function BackToCart() {
  const [params] = useSearchParams();
  if (params.get(FROM_CART_QUERY.name) !== FROM_CART_QUERY.value) return null;
  return (
    <p>
      <Link to="/cart">Back to the cart</Link>
    </p>
  );
}
