import { matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { examplePath, routesOwnedBy } from '@labshop/shared-contracts/core';
import { currentLocation, renderAt } from '@labshop/shared-contracts/testing';
import { REMOTE } from '../lib/remote';
import { AccountRoutes } from './app';
import { ACCOUNT_ROUTES } from './routes';

describe('the account serves every path the route manifest gives it', () => {
  it.each(routesOwnedBy(REMOTE).map((route) => [route.path]))('%s', (path) => {
    const leaf = matchRoutes(ACCOUNT_ROUTES, examplePath(path))?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.element).toBeTruthy();
  });
});

describe('account routing', () => {
  it('shows the login form at /login', () => {
    renderAt('/login', <AccountRoutes />);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['/register', 'Create an account'],
    ['/register/doctor', 'Create an account'],
    ['/password/reset', 'Reset your password'],
    ['/password/reset/token-1', 'Set a new password'],
    ['/account/security', 'Change the password'],
  ])('shows the form of %s', (path, form) => {
    renderAt(path, <AccountRoutes />);
    expect(screen.getByRole('form', { name: form })).toBeInTheDocument();
  });

  it('shows the scheduled visits, upcoming and past', () => {
    renderAt('/account/visits', <AccountRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled visits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming visits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Past visits' })).toBeInTheDocument();
  });

  it('sends a path nobody owns to the 404 page', () => {
    renderAt('/account/orders/1/items', <AccountRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });

  it('leaves a path another part owns to that part', () => {
    renderAt('/cart', <AccountRoutes />);
    expect(currentLocation()).toBe('/cart');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
