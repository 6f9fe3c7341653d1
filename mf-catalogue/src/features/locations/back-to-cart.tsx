import { Link, useSearchParams } from 'react-router-dom';
import { FROM_CART_QUERY } from '@labshop/shared-contracts/core';

/** Whether the cart sent the visitor to the locations pages (`?from=cart`). */
function useFromCart(): boolean {
  const [params] = useSearchParams();
  return params.get(FROM_CART_QUERY.name) === FROM_CART_QUERY.value;
}

/**
 * Paths between the locations pages keep `?from=cart` while the visitor came from the cart, so the way back to it
 * stays on every page they go on to (a city, a collection point, home visits).
 */
export function useLocationsPath(): (path: string) => string {
  const fromCart = useFromCart();
  return (path) => (fromCart ? `${path}?${FROM_CART_QUERY.name}=${FROM_CART_QUERY.value}` : path);
}

/**
 * The cart sends its buyer here to choose where samples are taken (`?from=cart`); this gives them the way back once
 * they have chosen.
 */
export function BackToCart() {
  if (!useFromCart()) return null;
  return (
    <p>
      <Link to="/cart">Back to the cart</Link>
    </p>
  );
}
