import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LOCATIONS_FROM_CART_PATH } from '@labshop/shared-contracts/core';
import { locationName } from './cart-location';
import type { CartStore } from './cart-store';

/** The location the prices are for, with the way to choose another (one must be chosen). */
export const CartLocationInfo = observer(function CartLocationInfo({ cart }: { cart: CartStore }) {
  const location = cart.location;
  return (
    <section aria-labelledby="cart-location">
      <h2 id="cart-location">Where the samples are taken</h2>
      {location ? (
        <p>
          {location.mode === 'home-service' ? 'Home visit in ' : 'Collection point: '}
          <strong>{locationName(location)}</strong>. <Link to={LOCATIONS_FROM_CART_PATH}>Choose another location</Link>
        </p>
      ) : (
        <p>
          Prices depend on where the samples are taken.{' '}
          <Link to={LOCATIONS_FROM_CART_PATH}>Choose a city for a home visit or a collection point</Link>
        </p>
      )}
    </section>
  );
});
