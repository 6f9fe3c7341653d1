import type { RouteObject } from 'react-router-dom';
import type { TestSummary } from '@labshop/shared-contracts/core';
import { NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { cartItemFromRequest } from '../features/cart/cart-item';
import { CartPage } from '../features/cart/cart-page';
import { getPageCart } from '../features/cart/cart-sync';
import { CartFramePage } from '../features/cart/frame/cart-frame-page';
import { CustomPackagePage } from '../features/custom-package/custom-package-page';
import { PageCheckout, PagePaymentRetry, PagePaymentStatus } from './purchase-pages';

function PageCart() {
  return <CartPage cart={getPageCart()} />;
}

function PageCartFrame() {
  return <CartFramePage cart={getPageCart()} />;
}

/** A custom package enters the cart as own-package items, so the own-package discount prices it. */
function addPackageToPageCart(tests: readonly TestSummary[]): void {
  const items = tests.map((test) =>
    cartItemFromRequest(
      {
        serviceId: test.id,
        name: test.name,
        priceMinor: test.priceMinor,
        kind: test.kind,
        attributes: test.attributes,
      },
      { for_own_package: true },
    ),
  );
  getPageCart().addItems(items);
}

/** Every page of cart and checkout, as data, so a test can check it serves each path the manifest gives it. */
export const CART_ROUTES: RouteObject[] = [
  { path: '/cart', element: <PageCart /> },
  { path: '/lab-test-list/custom-package', element: <CustomPackagePage onAddPackage={addPackageToPageCart} /> },
  { path: '/cart/frame', element: <PageCartFrame /> },
  { path: '/checkout', element: <PageCheckout /> },
  { path: '/payment/status/:orderId', element: <PagePaymentStatus /> },
  { path: '/payment/retry/:orderId', element: <PagePaymentRetry /> },
  { path: '*', element: <NotFound /> },
];
