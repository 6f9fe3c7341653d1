import { matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examplePath, routesOwnedBy } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt, createItemAttributes } from '@labshop/shared-contracts/testing';
import { getPageCart } from '../features/cart/cart-sync';
import { REMOTE } from '../lib/remote';
import { CartRoutes } from './app';
import { CART_ROUTES } from './routes';

describe('cart and checkout serve every path the route manifest gives them', () => {
  it.each(routesOwnedBy(REMOTE).map((route) => [route.path]))('%s', (path) => {
    const leaf = matchRoutes(CART_ROUTES, examplePath(path))?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.element).toBeTruthy();
  });
});

describe('cart routing', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
  });

  it('shows checkout at /checkout', () => {
    renderAt('/checkout', <CartRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
  });

  it('shows the cart at /cart', () => {
    renderAt('/cart', <CartRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });

  it('sends a path nobody owns to the 404 page', () => {
    renderAt('/cart/frame/extra', <CartRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });

  it('leaves a path another part owns to that part', () => {
    renderAt('/lab-test-list/tests', <CartRoutes />);
    expect(currentLocation()).toBe('/lab-test-list/tests');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('the custom package page', () => {
  it('puts the chosen package into the page cart as own-package tests', async () => {
    const items = Array.from({ length: 5 }, (_, index) => ({
      id: `pkg-${index}`,
      slug: `pkg-${index}`,
      name: `Package test ${index}`,
      kind: 'test',
      categorySlug: 'blood',
      priceMinor: 2000,
      lowestPrice30dMinor: null,
      sampleType: null,
      turnaroundDays: null,
      requiresFasting: false,
      attributes: createItemAttributes(),
    }));
    mockApi({
      'GET /api/catalogue/tests': { body: { items, total: 5, page: 1, perPage: 100, category: null, currency: 'GBP' } },
    });
    renderAt('/lab-test-list/custom-package', <CartRoutes />);
    for (const checkbox of await screen.findAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Add the package to the cart' }));

    const packaged = getPageCart().allItems.filter((item) => item.id.startsWith('pkg-'));
    expect(packaged).toHaveLength(5);
    expect(packaged.every((item) => item.for_own_package === true)).toBe(true);
    expect(getPageCart().quote.ownPackageDiscount.discountMinor).toBe(500);
  });
});
