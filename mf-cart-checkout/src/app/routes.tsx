import type { RouteObject } from 'react-router-dom';
import type { TestSummary } from '@labshop/shared-contracts';
import { comingSoon, NotFound } from '@labshop/shared-contracts/remote-kit';
import { cartItemFromRequest } from '../features/cart/cart-item';
import { CartPage } from '../features/cart/cart-page';
import { getPageCart } from '../features/cart/cart-sync';
import { CustomPackagePage } from '../features/custom-package/custom-package-page';

function PageCart() {
  return <CartPage cart={getPageCart()} />;
}

/** A custom package enters the cart as own-package items, so the own-package discount prices it. */
function addPackageToPageCart(tests: readonly TestSummary[]): void {
  const items = tests.map((test) =>
    cartItemFromRequest(
      { serviceId: test.id, name: test.name, priceMinor: test.priceMinor, kind: test.kind },
      { for_own_package: true },
    ),
  );
  getPageCart().addItems(items);
}

/** Every page of cart and checkout, as data, so a test can check it serves each path the manifest gives it. */
export const CART_ROUTES: RouteObject[] = [
  { path: '/cart', element: <PageCart /> },
  { path: '/lab-test-list/custom-package', element: <CustomPackagePage onAddPackage={addPackageToPageCart} /> },
  comingSoon('/cart/frame'),
  comingSoon('/checkout'),
  comingSoon('/payment/status/:orderId'),
  comingSoon('/payment/retry/:orderId'),
  { path: '*', element: <NotFound /> },
];
