import { useEffect } from 'react';
import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { connectPageCart } from '../features/cart/cart-sync';
import { REMOTE } from '../lib/remote';
import { CART_ROUTES } from './routes';

export function CartRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={CART_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address, and the cart connected to the bus. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  useEffect(connectPageCart, []);
  return (
    <RemoteRoot remote={REMOTE}>
      <CartRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
