import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { currentLocation, renderAt } from '@labshop/shared-contracts/testing';
import { NotFound } from './not-found';
import { RemoteRoutes } from './remote-routes';

const CATALOGUE_PAGES: RouteObject[] = [
  { path: '/lab-test-list/tests/:categorySlug?', element: <h1>Tests</h1> },
  { path: '*', element: <NotFound /> },
];

function CameFrom() {
  const { state } = useLocation();
  const from: unknown = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return <p data-testid="came-from">{String(from)}</p>;
}

describe('a remote routes only the paths the route manifest gives it', () => {
  it('shows its own page at a path it owns', () => {
    renderAt('/lab-test-list/tests/vitamins', <RemoteRoutes remote="mf-catalogue" routes={CATALOGUE_PAGES} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tests' })).toBeInTheDocument();
  });

  it('sends a path nobody owns to the 404 page, remembering the address asked for', () => {
    renderAt(
      '/lab-test/one/two',
      <>
        <RemoteRoutes remote="mf-catalogue" routes={CATALOGUE_PAGES} />
        <CameFrom />
      </>,
    );
    expect(currentLocation()).toBe('/error/404');
    expect(screen.getByTestId('came-from')).toHaveTextContent('/lab-test/one/two');
  });

  it('leaves a path another part owns to that part', () => {
    renderAt('/offer/weight-loss', <RemoteRoutes remote="mf-catalogue" routes={CATALOGUE_PAGES} />);
    expect(currentLocation()).toBe('/offer/weight-loss');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows what the stand-in shell renders for a path another part owns', () => {
    renderAt(
      '/cart',
      <RemoteRoutes
        remote="mf-catalogue"
        routes={CATALOGUE_PAGES}
        elsewhere={(pathname, owner) => <h1>{`${pathname} belongs to ${owner}`}</h1>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '/cart belongs to mf-cart-checkout' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/cart');
  });

  it('serves the same path when it is the owner', () => {
    renderAt('/cart', <RemoteRoutes remote="mf-cart-checkout" routes={[{ path: '/cart', element: <h1>Cart</h1> }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });
});
